-- Help centre, feedback and agent applications (issue 19).

-- Operator-written texts per language: the help centre's FAQ (kind 'faq', slug = its number) and the
-- footer's about-pages (kind 'topic', slug = company, terms, privacy…). Content is HTML the site
-- sanitises before showing it. A language without a row falls back to English.
CREATE TABLE help_articles (
  merchant_code text NOT NULL REFERENCES merchants (code),
  kind text NOT NULL CHECK (kind IN ('faq', 'topic')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]{1,32}$'),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  category text NOT NULL DEFAULT '',
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, kind, slug, language)
);

-- Pictures a member uploads for a feedback (png or jpg as sent, never re-encoded); feedback_id is
-- set when a feedback names them, after which they can not be attached again.
CREATE TABLE feedback_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  feedback_id integer,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  digest text NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX feedback_images_member ON feedback_images (member_id, feedback_id);

CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  question_type text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL,
  reply text,
  replied_at bigint
);
CREATE INDEX feedback_member ON feedback (member_id, id);
CREATE INDEX feedback_unanswered ON feedback (merchant_code, id) WHERE reply IS NULL;

-- Applications to become an agent: one pending per member; an approval makes the member an agent.
CREATE TABLE agent_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  contact text NOT NULL,
  channel text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  remark text,
  created_at bigint NOT NULL,
  decided_at bigint
);
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
CREATE INDEX agent_applications_queue ON agent_applications (merchant_code, status, id);
