-- Engagement, second part (issue 17): promotion rules and proof pictures, the VIP ladder with its
-- bonuses. Red envelopes and activities keep the tables of 011.

/* ---------- promotions ---------- */

ALTER TABLE activity_texts ADD COLUMN rules text NOT NULL DEFAULT '';

-- Proof pictures of an application are uploaded like feedback pictures (same checks, same table,
-- same private URLs); a picture belongs to a feedback or to an application, never to both.
DROP TABLE activity_images;
ALTER TABLE feedback_images ADD COLUMN activity_entry_id integer REFERENCES activity_entries (id);
ALTER TABLE feedback_images ADD CONSTRAINT feedback_images_one_owner
  CHECK (feedback_id IS NULL OR activity_entry_id IS NULL);
CREATE INDEX feedback_images_activity_entry ON feedback_images (activity_entry_id)
  WHERE activity_entry_id IS NOT NULL;

/* ---------- VIP ---------- */

-- A level is reached when the member's approved deposits and valid bets (all time) both reach
-- its requirements. upgrade_bonus is paid once when the level is first reached; monthly_bonus
-- once per calendar month (UTC) while the member holds the level.
CREATE TABLE vip_levels (
  merchant_code text NOT NULL REFERENCES merchants (code),
  level integer NOT NULL CHECK (level >= 0),
  required_deposit bigint NOT NULL CHECK (required_deposit >= 0),
  required_bet bigint NOT NULL CHECK (required_bet >= 0),
  upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  monthly_bonus bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus >= 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  PRIMARY KEY (merchant_code, level)
);

CREATE TABLE vip_level_texts (
  merchant_code text NOT NULL,
  level integer NOT NULL,
  language text NOT NULL,
  name text NOT NULL,
  -- One benefit per line.
  benefits text NOT NULL DEFAULT '',
  PRIMARY KEY (merchant_code, level, language),
  FOREIGN KEY (merchant_code, level) REFERENCES vip_levels (merchant_code, level)
);
