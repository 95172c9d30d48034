-- Announcements in the reader's language (issue 17: popup announcements). A row here replaces the
-- announcement's own title and content for one language; a language without a row shows them as
-- written (the brand's default text).
CREATE TABLE announcement_texts (
  announcement_id integer NOT NULL REFERENCES announcements (id),
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, language)
);
