-- A password reset by e-mail no longer replaces the password: it adds a temporary one beside it,
-- valid for a while, so a stranger who knows a username and e-mail cannot lock the owner out.
ALTER TABLE members ADD COLUMN temp_password_hash TEXT;
ALTER TABLE members ADD COLUMN temp_password_expires_at BIGINT;
