-- One row per number and purpose: sending a code takes it (INSERT … ON CONFLICT DO UPDATE … WHERE
-- the countdown has run), so of parallel requests one sends and the rest wait for the countdown.
CREATE TABLE sms_countdowns (
  merchant_code text NOT NULL REFERENCES merchants (code),
  phone text NOT NULL,
  purpose text NOT NULL,
  sent_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, phone, purpose)
);

-- One live code per number and purpose: older live codes are void (the newest stays).
UPDATE sms_codes s SET used_at = s.created_at
WHERE s.used_at IS NULL AND EXISTS (
  SELECT 1 FROM sms_codes n WHERE n.merchant_code = s.merchant_code AND n.phone = s.phone
    AND n.purpose = s.purpose AND n.used_at IS NULL AND n.id > s.id
);
CREATE UNIQUE INDEX sms_codes_one_live ON sms_codes (merchant_code, phone, purpose) WHERE used_at IS NULL;
