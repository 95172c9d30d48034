-- Security centre and transfer to downline (issue 7).

-- Codes that prove a member owns the mobile number or e-mail address they bind: bound to the
-- member and the target, single use, expiring; only the code's SHA-256 is kept.
CREATE TABLE bind_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- +<digits> for a phone, the lower-case address for an e-mail.
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX bind_codes_member ON bind_codes (member_id, channel, target, id);

-- A member's own avatar picture (png or jpg as uploaded, never re-encoded); members.avatar holds
-- its URL, which carries the digest so that a new picture is a new URL.
CREATE TABLE member_avatars (
  member_id integer PRIMARY KEY REFERENCES members (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  digest text NOT NULL,
  data bytea NOT NULL,
  updated_at bigint NOT NULL
);

-- "Bound to another member" looks e-mails up case-insensitively; agents list their downline.
CREATE INDEX members_email ON members (merchant_code, lower(email));
CREATE INDEX members_upline ON members (upline_id, id);
