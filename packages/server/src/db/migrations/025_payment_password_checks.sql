-- Payment password checks in flight, counted apart from failed ones (docs/security.md § Attempt
-- limits): more parallel requests than the limit with the right password are served, not locked.
ALTER TABLE payment_passwords ADD COLUMN checks_in_flight integer NOT NULL DEFAULT 0;
-- When the newest check in flight was reserved: older counts are from a lost instance and lapse.
ALTER TABLE payment_passwords ADD COLUMN in_flight_since bigint;
