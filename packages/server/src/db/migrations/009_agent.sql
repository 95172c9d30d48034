-- Agent centre (issue 16): contracts between an agent and its upline (or the house), and the
-- settlement payouts made under them. Times are epoch ms; money BIGINT minor units; rates basis points.

-- A contract of one kind held by member_id, given by upline_id (NULL: the house, set by the operator).
-- status offered -> active | rejected; active -> terminated. One live offer and one active contract
-- per holder and kind at most.
CREATE TABLE agent_contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  member_id integer NOT NULL REFERENCES members (id),
  upline_id integer REFERENCES members (id),
  rate integer NOT NULL CHECK (rate BETWEEN 0 AND 10000),
  -- Conditions: the period's team valid bet and active members; the least stake of a counted bet.
  min_valid_bet bigint NOT NULL DEFAULT 0 CHECK (min_valid_bet >= 0),
  min_active integer NOT NULL DEFAULT 0 CHECK (min_active >= 0),
  min_single_bet bigint NOT NULL DEFAULT 0 CHECK (min_single_bet >= 0),
  status text NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated')),
  created_at bigint NOT NULL,
  accepted_at bigint,
  ended_at bigint
);
CREATE UNIQUE INDEX agent_contracts_live ON agent_contracts (member_id, kind, status)
  WHERE status IN ('offered', 'active');
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind);
CREATE INDEX agent_contracts_settle ON agent_contracts (merchant_code, kind, accepted_at);

-- One row per (contract, period), written in the transaction that posts its ledger transfer (none
-- when the amount is 0): the unique key is what makes a second run, or a second instance, pay nothing.
CREATE TABLE agent_payouts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL,
  period_start bigint NOT NULL,
  period_end bigint NOT NULL,
  base bigint NOT NULL,
  rate integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  transfer_id integer REFERENCES ledger_transfers (id),
  created_at bigint NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agent_payouts_member ON agent_payouts (member_id, id DESC);

-- Brand settings of the agent centre (absent row: the defaults).
CREATE TABLE agent_settings (
  merchant_code text PRIMARY KEY REFERENCES merchants (code),
  dividend_period text NOT NULL DEFAULT 'halfMonth' CHECK (dividend_period IN ('week', 'halfMonth', 'month'))
);

-- Team figures read settled real rounds by member and settlement time.
CREATE INDEX game_rounds_settled ON game_rounds (member_id, settled_at)
  WHERE status = 'settled' AND mode = 'real';
