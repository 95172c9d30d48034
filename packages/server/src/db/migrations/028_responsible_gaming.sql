-- Responsible gaming (issue 35, docs/responsible-gaming.md): the player's own limits, breaks and
-- reality-check interval. Enforced at the wallet (deposits, platform bets, provider wallet bets).

-- One row per member who opened the responsible-gaming settings. Deposits lock this row
-- (INSERT … ON CONFLICT DO UPDATE) before counting the period's deposits, so racing deposits of
-- one member are counted one after another and can never pass a deposit limit together.
CREATE TABLE rg_members (
  member_id integer PRIMARY KEY REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchants (code),
  -- Minutes between reality checks; NULL: none chosen (the profile's default applies).
  reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 5 AND 600),
  -- When the player answered the first-deposit prompt for a deposit limit (set one or declined).
  deposit_prompt_answered_at bigint,
  updated_at bigint NOT NULL
);

-- A limit in force (amount) and, for an increase or a removal, the change waiting for its cooling
-- period (pending_*; pending_remove true and pending_amount NULL is a removal). A decrease applies
-- at once and clears any pending change. Money in minor units; session limits in minutes.
CREATE TABLE rg_limits (
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount bigint CHECK (amount > 0),
  pending_amount bigint CHECK (pending_amount > 0),
  pending_remove boolean NOT NULL DEFAULT false,
  pending_at bigint,
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session'))
);

-- Time-outs and self-exclusions. ends_at NULL: permanent. Never shortened or deleted early.
CREATE TABLE rg_breaks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind text NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  span text NOT NULL,
  -- 'brand': this merchant only; 'operator': every merchant of the operator (the reference has one).
  scope text NOT NULL CHECK (scope IN ('brand', 'operator')),
  started_at bigint NOT NULL,
  ends_at bigint,
  CHECK (ends_at IS NULL OR ends_at > started_at)
);
CREATE INDEX rg_breaks_member ON rg_breaks (member_id, ends_at);

-- Deposits counted per member and period (gross: pending and approved requests).
CREATE INDEX IF NOT EXISTS deposits_member_created ON deposits (member_id, created_at);
