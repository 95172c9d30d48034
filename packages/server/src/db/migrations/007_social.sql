-- Social sign-in (issue 5): an OAuth 2.0 authorisation-code flow with PKCE against any provider.

-- Per merchant, the providers an operator configured. URLs starting with '/' point at the local
-- development provider this server serves outside production (/__dev/oauth/<provider>/…).
CREATE TABLE social_providers (
  merchant_code text NOT NULL REFERENCES merchants (code),
  provider text NOT NULL CHECK (provider ~ '^[a-z][a-z0-9]{0,31}$'),
  label text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  client_id text NOT NULL,
  -- Sent as client_secret at the token endpoint when set (providers that want a confidential client).
  client_secret text,
  authorize_url text NOT NULL,
  token_url text NOT NULL,
  userinfo_url text NOT NULL,
  scope text NOT NULL DEFAULT 'openid email profile',
  sort integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, provider)
);

-- One started sign-in: the state (only its SHA-256 kept) is single use and expires.
CREATE TABLE social_states (
  state_hash text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  provider text NOT NULL,
  code_challenge text NOT NULL,
  redirect_uri text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX social_states_expiry ON social_states (expires_at);

-- A provider's account linked to a member. Only this link logs in: never a match on e-mail.
CREATE TABLE social_identities (
  merchant_code text NOT NULL REFERENCES merchants (code),
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  email text,
  name text,
  created_at bigint NOT NULL,
  last_login_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, provider, subject)
);
CREATE INDEX social_identities_member ON social_identities (member_id);

-- The provider an account was created through (NULL: registered with a username or mobile number).
ALTER TABLE members ADD COLUMN social_provider text;

-- The demo brand's two providers on the local development provider, for databases seeded before
-- this migration (a fresh database gets them from the seed, src/db/seed-data.ts).
INSERT INTO social_providers
  (merchant_code, provider, label, enabled, client_id, authorize_url, token_url, userinfo_url, sort, updated_at)
SELECT m.code, p.provider, p.label, true, 'playsite-demo-' || p.provider,
  '/__dev/oauth/' || p.provider || '/authorize', '/__dev/oauth/' || p.provider || '/token',
  '/__dev/oauth/' || p.provider || '/userinfo', p.sort, 0
FROM merchants m
CROSS JOIN (VALUES ('google', 'Google', 1), ('facebook', 'Facebook', 2)) AS p (provider, label, sort)
WHERE m.code = 'demo'
ON CONFLICT DO NOTHING;
