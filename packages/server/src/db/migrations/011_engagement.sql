-- Engagement (issue 17): points mall, bonuses with a turnover requirement, promotions with
-- activity statuses, red envelopes. Money still moves only through the ledger; these tables
-- record points (which are not money), stock, requests and their state.

/* ---------- points ---------- */

-- Per merchant (absent = the defaults). earn_bet_per_point: minor units of valid bet that earn one
-- point (per round, rounded down); convert_ratio: points per one major currency unit.
CREATE TABLE points_settings (
  merchant_code text PRIMARY KEY REFERENCES merchants (code),
  earn_bet_per_point bigint NOT NULL DEFAULT 100 CHECK (earn_bet_per_point > 0),
  convert_ratio integer NOT NULL DEFAULT 100 CHECK (convert_ratio > 0),
  min_convert bigint NOT NULL DEFAULT 100 CHECK (min_convert > 0)
);

CREATE TABLE points_accounts (
  member_id integer PRIMARY KEY REFERENCES members (id),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0)
);

CREATE TABLE points_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('earn', 'redeem', 'refund', 'convert')),
  changed bigint NOT NULL CHECK (changed <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  -- The settled round that earned the points: one entry per round.
  round_id text UNIQUE,
  redemption_id integer,
  idempotency_key text,
  remark text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX points_entries_member ON points_entries (member_id, id DESC);

-- Points are earned in the same transaction that settles a real-money round (open -> settled
-- happens once per round; the unique round_id makes a second attempt a no-op).
CREATE FUNCTION earn_round_points() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  per_point bigint;
  earned bigint;
  after bigint;
BEGIN
  SELECT earn_bet_per_point INTO per_point FROM points_settings WHERE merchant_code = NEW.merchant_code;
  earned := NEW.stake / coalesce(per_point, 100);
  IF earned <= 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO points_accounts (member_id, balance) VALUES (NEW.member_id, earned)
    ON CONFLICT (member_id) DO UPDATE SET balance = points_accounts.balance + earned
    RETURNING balance INTO after;
  INSERT INTO points_entries (member_id, kind, changed, balance_after, round_id, remark, created_at)
    VALUES (NEW.member_id, 'earn', earned, after, NEW.round_id, NEW.vassalage || '/' || NEW.game_code,
            coalesce(NEW.settled_at, NEW.placed_at));
  RETURN NULL;
END;
$$;

CREATE TRIGGER game_rounds_earn_points AFTER UPDATE OF status ON game_rounds
  FOR EACH ROW WHEN (OLD.status = 'open' AND NEW.status = 'settled' AND NEW.mode = 'real')
  EXECUTE FUNCTION earn_round_points();

CREATE TABLE point_rewards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind text NOT NULL CHECK (kind IN ('bonus', 'freeSpins', 'goods')),
  name text NOT NULL,
  points bigint NOT NULL CHECK (points > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  -- Most a member may hold (in process or approved); null: no limit.
  member_limit integer CHECK (member_limit > 0),
  bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  free_spins integer NOT NULL DEFAULT 0 CHECK (free_spins >= 0),
  image text,
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE point_redemptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  reward_id integer NOT NULL REFERENCES point_rewards (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  points bigint NOT NULL CHECK (points > 0),
  status text NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'approved', 'rejected')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  remark text,
  created_at bigint NOT NULL,
  decided_at bigint,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);
CREATE INDEX point_redemptions_pending ON point_redemptions (merchant_code, id) WHERE status = 'process';

/* ---------- bonuses with a turnover requirement ---------- */

-- One bonus credited to a member's main wallet; withdrawals and transfers out may not take the
-- amount while the valid bets placed after it (ledger entries above after_entry_id) are below
-- turnover_required. (source, source_ref) names what paid it, once.
CREATE TABLE bonus_grants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  source text NOT NULL,
  source_ref text NOT NULL,
  title text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
  after_entry_id bigint NOT NULL,
  transfer_id integer NOT NULL REFERENCES ledger_transfers (id),
  created_at bigint NOT NULL,
  UNIQUE (merchant_code, source, source_ref)
);
CREATE INDEX bonus_grants_member ON bonus_grants (member_id, id);

/* ---------- promotions (activities) ---------- */

-- action: what a member does (join, claim, apply with comment and images).
CREATE TABLE activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  type text NOT NULL CHECK (type IN ('newMember', 'deposit', 'rebate', 'vip', 'special')),
  action text NOT NULL CHECK (action IN ('join', 'claim', 'apply')),
  image text NOT NULL,
  bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  start_at bigint NOT NULL,
  end_at bigint,
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE activity_texts (
  activity_id integer NOT NULL REFERENCES activities (id),
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (activity_id, language)
);

-- joined (join), claimed (claim), process -> issued | rejected (apply).
CREATE TABLE activity_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id),
  member_id integer NOT NULL REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('joined', 'claimed', 'process', 'issued', 'rejected')),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  remark text,
  created_at bigint NOT NULL,
  decided_at bigint,
  UNIQUE (activity_id, member_id)
);

CREATE TABLE activity_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id integer NOT NULL REFERENCES activity_entries (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  data bytea NOT NULL
);

/* ---------- red envelopes ---------- */

CREATE TABLE envelope_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  title text NOT NULL,
  pool bigint NOT NULL CHECK (pool > 0),
  envelopes integer NOT NULL CHECK (envelopes > 0),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  -- What is left to draw: the pool never goes below what the envelopes left need at their minimum.
  remaining_pool bigint NOT NULL CHECK (remaining_pool >= 0),
  remaining_envelopes integer NOT NULL CHECK (remaining_envelopes >= 0),
  -- Eligible rank levels; empty: everyone.
  ranks integer[] NOT NULL DEFAULT '{}',
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  start_at bigint NOT NULL,
  end_at bigint NOT NULL CHECK (end_at > start_at),
  created_at bigint NOT NULL,
  CHECK (min_amount * envelopes <= pool),
  CHECK (remaining_pool >= min_amount * remaining_envelopes)
);

CREATE TABLE envelope_grabs (
  event_id integer NOT NULL REFERENCES envelope_events (id),
  member_id integer NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at bigint NOT NULL,
  PRIMARY KEY (event_id, member_id)
);
