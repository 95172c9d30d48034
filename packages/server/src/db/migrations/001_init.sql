-- Times are epoch milliseconds (BIGINT) taken from the injectable clock, never from now().
-- Money is BIGINT minor units.

CREATE TABLE merchants (
  code text PRIMARY KEY,
  name text NOT NULL,
  currency text NOT NULL,
  currency_symbol text NOT NULL
);

-- Operator-controlled configuration, one JSON document per key (systemStatus, whitelabel, register…).
CREATE TABLE settings (
  merchant_code text NOT NULL REFERENCES merchants (code),
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, key)
);

CREATE TABLE server_keys (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  username text NOT NULL,
  username_key text NOT NULL,
  password_hash text NOT NULL,
  password_changed_at bigint NOT NULL,
  password_must_change boolean NOT NULL DEFAULT false,
  customer_type smallint NOT NULL,
  nickname text,
  email text,
  dialing_code text,
  mobile_num text,
  upline_id integer REFERENCES members (id),
  affiliate_code text,
  avatar text NOT NULL DEFAULT 'avatar-1',
  avatar_type text NOT NULL DEFAULT 'STATIC',
  club_label jsonb,
  member_label jsonb NOT NULL DEFAULT '[]',
  profile jsonb NOT NULL DEFAULT '{}',
  reg_ip text,
  created_at bigint NOT NULL,
  last_login_at bigint,
  UNIQUE (merchant_code, username_key),
  UNIQUE (merchant_code, dialing_code, mobile_num),
  UNIQUE (merchant_code, affiliate_code)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint,
  ip text NOT NULL
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE known_ips (
  member_id integer NOT NULL REFERENCES members (id),
  ip text NOT NULL,
  first_seen_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  PRIMARY KEY (member_id, ip)
);

CREATE TABLE login_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  method text NOT NULL,
  ip text NOT NULL,
  unknown_ip boolean NOT NULL,
  at bigint NOT NULL
);

-- Failed logins and other throttled actions, counted in a sliding window per key (ip:…, account:…).
CREATE TABLE rate_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events (bucket, at);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE sms_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX sms_codes_phone ON sms_codes (merchant_code, phone, purpose, created_at);

-- SMS and e-mail are written here instead of being sent (readable at /__dev/outbox outside production).
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created_at bigint NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

-- Double-entry ledger: every transfer's entries sum to zero; balances are a cache of the entries,
-- updated in the same transaction. Only system accounts may go negative.
CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer REFERENCES members (id),
  code text NOT NULL,
  account_type_id integer NOT NULL DEFAULT 0,
  currency text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  system boolean NOT NULL DEFAULT false,
  CHECK (system OR balance >= 0),
  CHECK (system = (member_id IS NULL)),
  UNIQUE (merchant_code, code)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, account_type_id);

CREATE TABLE ledger_transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  kind text NOT NULL,
  memo text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  UNIQUE (merchant_code, idempotency_key)
);

CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id integer NOT NULL REFERENCES ledger_transfers (id),
  account_id integer NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

CREATE TABLE announcements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  linkage text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL
);
