-- Free spins on the demo slot (issue 17): a points-mall reward of kind freeSpins, once the operator
-- approves the redemption, grants spins here. A free spin's stake is paid by the house (no wallet
-- money moves for it); its win is a bonus (bonus_grants, source 'freeSpin') with the reward's
-- turnover rule. used never passes spins: the guarded UPDATE takes one, the CHECK backs it.
ALTER TABLE point_rewards ADD COLUMN spin_stake bigint NOT NULL DEFAULT 100 CHECK (spin_stake > 0);

CREATE TABLE free_spin_grants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  source text NOT NULL,
  source_ref text NOT NULL,
  title text NOT NULL,
  spins integer NOT NULL CHECK (spins > 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0 AND used <= spins),
  -- Minor units staked by the house on each spin (a multiple of the slot's 10 lines).
  stake bigint NOT NULL CHECK (stake > 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  created_at bigint NOT NULL,
  UNIQUE (merchant_code, source, source_ref)
);
CREATE INDEX free_spin_grants_left ON free_spin_grants (member_id, id) WHERE used < spins;

-- Each free spin played, once per round id (the page's request id): a retry answers this row.
-- Not a game_rounds row: the member staked nothing, so it is no valid bet (points, VIP, agents).
CREATE TABLE free_spins (
  round_id text PRIMARY KEY,
  grant_id integer NOT NULL REFERENCES free_spin_grants (id),
  member_id integer NOT NULL REFERENCES members (id),
  node_id text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL CHECK (win >= 0),
  outcome jsonb NOT NULL,
  balance_after bigint NOT NULL,
  played_at bigint NOT NULL
);
CREATE INDEX free_spins_member ON free_spins (member_id, played_at DESC);
