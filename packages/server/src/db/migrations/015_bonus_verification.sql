-- Bonus verification (issue 20, item 3): a brand may require a code-verified mobile number or
-- e-mail address before any bonus is credited (settings.security.bonusVerification).

-- When the member last proved the bound contact with a code (registration or binding with an SMS
-- code, SMS login, reset by phone; binding an e-mail with its code). NULL: bound but never proved
-- (a number taken at a mobile registration without SMS codes, an address typed at registration),
-- or nothing bound. Binding another number or address sets it again, with that one's code.
ALTER TABLE members ADD COLUMN mobile_verified_at bigint;
ALTER TABLE members ADD COLUMN email_verified_at bigint;

-- Bonuses the member earned through a path the member did not start (an operator approving an
-- application or a deposit with a bonus, a points redemption) while the brand's verification was
-- missing: kept here, and credited through grantBonus (once per source and reference) when the
-- member verifies or the brand lowers its requirement.
CREATE TABLE bonus_holds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  source text NOT NULL,
  source_ref text NOT NULL,
  title text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple >= 0),
  kind text,
  created_at bigint NOT NULL,
  UNIQUE (merchant_code, source, source_ref)
);
CREATE INDEX bonus_holds_member ON bonus_holds (member_id, id);
