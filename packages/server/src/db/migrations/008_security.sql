-- Attempt counters: one row per bucket, raised with a single INSERT … ON CONFLICT DO UPDATE …
-- RETURNING, so concurrent requests (on one or several server instances) each get their own
-- number and a limit can not be walked through by a burst (domain/throttle.ts).
CREATE TABLE attempt_counters (
  bucket text PRIMARY KEY,
  count integer NOT NULL,
  window_start bigint NOT NULL
);

-- A session opened with a password that must change may only change it or log out.
ALTER TABLE sessions ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- Remember-me: a long-lived, revocable token in an HttpOnly cookie (only its SHA-256 is kept),
-- rotated on every use.
CREATE TABLE remember_tokens (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX remember_tokens_member ON remember_tokens (member_id);
