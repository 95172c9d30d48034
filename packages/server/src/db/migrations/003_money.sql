-- Money domain of the member centre (issue 7): deposits, withdrawals, payout accounts, rewards,
-- rebates, messages, missions. Money is BIGINT minor units; every movement is a ledger transfer
-- (ledger_transfers / ledger_entries), these tables only record requests and their state.

-- Operator settings of the money domain, one row per merchant (absent = the defaults below).
CREATE TABLE money_settings (
  merchant_code text PRIMARY KEY REFERENCES merchants (code),
  single_wallet boolean NOT NULL DEFAULT false,
  -- Minutes after payout until an unconfirmed withdrawal counts as received
  -- (docs/product.md § Withdrawal confirmation).
  confirm_minutes integer NOT NULL DEFAULT 30 CHECK (confirm_minutes BETWEEN 1 AND 43200),
  auto_approve_deposits boolean NOT NULL DEFAULT false,
  min_withdraw bigint NOT NULL DEFAULT 10000 CHECK (min_withdraw > 0),
  max_withdraw bigint NOT NULL DEFAULT 5000000 CHECK (max_withdraw >= min_withdraw),
  -- Manual rebate in basis points of valid bets.
  rebate_rate integer NOT NULL DEFAULT 50 CHECK (rebate_rate BETWEEN 0 AND 10000)
);

CREATE TABLE payment_channels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  code text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('bank', 'ewallet', 'qr', 'crypto')),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  auto_approve boolean NOT NULL DEFAULT false,
  instructions text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);

-- kind deposit: a bonus of rate bp on a deposit (capped); kind reward: a fixed amount claimed in the reward centre.
CREATE TABLE promotions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind text NOT NULL CHECK (kind IN ('deposit', 'reward')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  rate integer NOT NULL DEFAULT 0 CHECK (rate BETWEEN 0 AND 100000),
  max_bonus bigint NOT NULL DEFAULT 0 CHECK (max_bonus >= 0),
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  first_deposit_only boolean NOT NULL DEFAULT false,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  start_at bigint NOT NULL,
  end_at bigint,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  channel_id integer NOT NULL REFERENCES payment_channels (id),
  amount bigint NOT NULL CHECK (amount > 0),
  promotion_id integer REFERENCES promotions (id),
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  payer_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  remark text,
  created_at bigint NOT NULL,
  decided_at bigint,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposits_member ON deposits (member_id, id);
CREATE INDEX deposits_pending ON deposits (merchant_code, id) WHERE status = 'pending';

CREATE TABLE payment_passwords (
  member_id integer PRIMARY KEY REFERENCES members (id),
  password_hash text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until bigint,
  updated_at bigint NOT NULL
);

CREATE TABLE payout_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('bank', 'ewallet')),
  provider_code text NOT NULL,
  provider_name text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  created_at bigint NOT NULL,
  removed_at bigint
);
CREATE UNIQUE INDEX payout_accounts_unique ON payout_accounts (member_id, provider_code, account_number)
  WHERE removed_at IS NULL;

-- status pending (held) -> rejected (hold voided) | paid (hold posted); confirm_status tracks the
-- member's confirmation (docs/product.md § Withdrawal confirmation).
CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  payout_account_id integer NOT NULL REFERENCES payout_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'rejected', 'paid')),
  confirm_status text NOT NULL DEFAULT 'none' CHECK (
    confirm_status IN ('none', 'awaiting', 'received', 'partial', 'notReceived', 'autoReceived', 'refunded', 'closed')
  ),
  received_amount bigint CHECK (received_amount >= 0 AND received_amount <= amount),
  confirm_deadline bigint,
  proof_id integer,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  remark text,
  created_at bigint NOT NULL,
  decided_at bigint,
  confirmed_at bigint,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id);
CREATE INDEX withdrawals_awaiting ON withdrawals (confirm_deadline) WHERE confirm_status = 'awaiting';

CREATE TABLE withdrawal_proofs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id integer NOT NULL REFERENCES withdrawals (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  data bytea NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE rebate_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  idempotency_key text NOT NULL,
  -- Ledger entries up to this id are paid out.
  upto_entry_id integer NOT NULL,
  valid_bet bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  transfer_id integer NOT NULL REFERENCES ledger_transfers (id),
  created_at bigint NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

CREATE TABLE reward_claims (
  member_id integer NOT NULL REFERENCES members (id),
  promotion_id integer NOT NULL REFERENCES promotions (id),
  amount bigint NOT NULL,
  transfer_id integer REFERENCES ledger_transfers (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
);

CREATE TABLE member_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  category text NOT NULL CHECK (category IN ('system', 'deposit', 'withdrawal', 'promotion', 'notice')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  read_at bigint
);
CREATE INDEX member_messages_member ON member_messages (member_id, id);

-- metric: deposit_count, deposit_amount, bet_amount or transfer_count, counted from the ledger since start_at.
CREATE TABLE missions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  title text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('deposit_count', 'deposit_amount', 'bet_amount', 'transfer_count')),
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL DEFAULT 0,
  start_at bigint NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE referral_codes (
  merchant_code text NOT NULL REFERENCES merchants (code),
  code text NOT NULL,
  member_id integer NOT NULL UNIQUE REFERENCES members (id),
  PRIMARY KEY (merchant_code, code)
);
