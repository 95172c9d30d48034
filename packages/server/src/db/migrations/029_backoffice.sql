-- The operator's back office (issue 34): operator accounts apart from members, their sessions
-- bound to a device, the hash-chained audit log and maker-checker approvals.
-- Times are epoch ms from the clock; money bigint minor units.

CREATE TABLE backoffice_operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  username_key text NOT NULL UNIQUE,
  -- scrypt, the members' format (src/security/password.ts).
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'finance', 'support', 'marketing', 'risk', 'read-only')),
  -- Base32 TOTP secret: set at the first login, in force once a code proved it (totp_enabled_at).
  totp_secret text,
  totp_enabled_at bigint,
  -- The last time step a code was accepted for: a code is good once.
  totp_last_step bigint,
  created_at bigint NOT NULL,
  disabled_at bigint
);

-- One row per login. device_hash: SHA-256 of the User-Agent the session was opened with; a request
-- from another one ends it. second_factor_at: when the TOTP code was proved (NULL: password only,
-- which opens nothing but the code step).
CREATE TABLE backoffice_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES backoffice_operators (id),
  device_hash text NOT NULL,
  ip text NOT NULL,
  second_factor_at bigint,
  failed_codes integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX backoffice_sessions_operator ON backoffice_sessions (operator_id);

-- Append-only audit log. hash = SHA-256(prev_hash, seq, at, operator, action, target, detail)
-- (src/domain/backoffice/audit.ts); detail is the JSON text as hashed (before/after), kept as text
-- so its bytes never change. The head row serialises appends: each takes the head's row lock.
CREATE TABLE backoffice_audit (
  seq bigint PRIMARY KEY,
  at bigint NOT NULL,
  operator_id integer,
  operator_username text NOT NULL,
  merchant_code text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  detail text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE TABLE backoffice_audit_head (
  id integer PRIMARY KEY CHECK (id = 1),
  seq bigint NOT NULL,
  hash text NOT NULL
);
INSERT INTO backoffice_audit_head (id, seq, hash) VALUES (1, 0, repeat('0', 64));

-- Maker-checker: an action waiting for a second, different operator.
CREATE TABLE backoffice_approvals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('balance.adjust', 'withdrawal.approve')),
  target text NOT NULL,
  payload jsonb NOT NULL,
  requested_by integer NOT NULL REFERENCES backoffice_operators (id),
  requested_at bigint NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by integer REFERENCES backoffice_operators (id),
  decided_at bigint,
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
-- At most one open request per action and target.
CREATE UNIQUE INDEX backoffice_approvals_open ON backoffice_approvals (merchant_code, kind, target)
  WHERE status = 'pending';
