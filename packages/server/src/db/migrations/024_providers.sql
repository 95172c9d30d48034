-- Game providers behind the seamless wallet (docs/provider-wallet.md): who they are and which games
-- they serve, their signing keys, the sessions a launch opens, every wallet transaction they sent,
-- and their rounds as the member's bet records list them. Times are epoch ms from the clock; money
-- bigint minor units.

CREATE TABLE providers (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- A launch opens <base_url>/play/<gameCode>?<launch query>. The game server's (playsite-games)
  -- is written from GAMES_URL when the platform starts.
  base_url text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  -- The catalogue games it serves: every game of these lanes (NULL: of every lane) but those of the
  -- excluded ones. A game the platform's own demo engines play is never a provider's.
  game_types text[],
  excluded_game_types text[] NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL
);
INSERT INTO providers (id, name, excluded_game_types, created_at)
VALUES ('playsite-games', 'PlaySite Games', '{SPORTS,ESPORTS}', 0);

-- Signing keys (HMAC-SHA256 of the raw body). Rotation gives the old key a valid_until (a grace
-- period); a NULL valid_until is valid until the next rotation.
CREATE TABLE provider_keys (
  provider_id text NOT NULL REFERENCES providers (id),
  key_id text NOT NULL,
  secret text NOT NULL,
  created_at bigint NOT NULL,
  valid_until bigint,
  PRIMARY KEY (provider_id, key_id)
);

-- What a launch hands the provider: a token (only its SHA-256 here) bound to one member, brand,
-- currency, game and wallet. It ends with the member's platform session (logout, idle, absolute).
CREATE TABLE provider_sessions (
  token_hash text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers (id),
  session_hash text NOT NULL REFERENCES sessions (token_hash),
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  currency text NOT NULL,
  node_id text NOT NULL,
  game_code text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX provider_sessions_member ON provider_sessions (member_id);

-- Every wallet transaction a provider sent, once per (provider, transaction_uuid): a retry finds
-- it and is answered with `answer`. A row and its ledger transfer (key provider:<id>:<uuid>) are
-- written in one database transaction. A bet row whose content_hash is NULL never arrived: its
-- rollback came first, and the late bet is refused.
CREATE TABLE provider_transactions (
  provider_id text NOT NULL REFERENCES providers (id),
  transaction_uuid text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  round_id text NOT NULL,
  -- A win's or a rollback's bet.
  reference_uuid text,
  -- Money moved (a free bet moves none).
  amount bigint NOT NULL CHECK (amount >= 0),
  -- Ledger code of the member's wallet: member:<id>:0 real money, member:<id>:90 free play.
  wallet text NOT NULL,
  -- A bet: the rollback that undid it, and how many wins settled it.
  rolled_back_by text,
  wins integer NOT NULL DEFAULT 0,
  -- SHA-256 over what makes the transaction (kind, user, game, round, amount, currency, reference,
  -- flags; not request_uuid, token or meta): the same uuid with another hash is a duplicate.
  content_hash text,
  -- The body exactly as received, for recall.
  request text,
  answer jsonb,
  created_at bigint NOT NULL,
  PRIMARY KEY (provider_id, transaction_uuid),
  CHECK (kind = 'bet' OR (content_hash IS NOT NULL AND answer IS NOT NULL))
);
CREATE INDEX provider_transactions_member ON provider_transactions (member_id, created_at DESC);

-- A provider's round of one member (a shared table round has a row per player): what the bet
-- records list. stake: bets taken less those rolled back; status open until a call says the round
-- closed (settled), or refunded when rollbacks took back every stake and nothing was won.
CREATE TABLE provider_rounds (
  provider_id text NOT NULL REFERENCES providers (id),
  member_id integer NOT NULL REFERENCES members (id),
  round_id text NOT NULL,
  merchant_code text NOT NULL REFERENCES merchants (code),
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  node_id text NOT NULL,
  game_code text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  bets integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'refunded')),
  placed_at bigint NOT NULL,
  settled_at bigint,
  PRIMARY KEY (provider_id, member_id, round_id)
);
CREATE INDEX provider_rounds_member ON provider_rounds (member_id, placed_at DESC);

-- An operator's lock on a member: the provider wallet refuses the member's bets
-- (RS_ERROR_USER_DISABLED); wins and rollbacks of bets already taken are still paid.
ALTER TABLE members ADD COLUMN locked_at bigint;
