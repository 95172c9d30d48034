-- Agent contract rate tiers (issue 16, docs/product.md § Agent contracts: rate tiers): a contract is an ordered
-- list of tiers, each its conditions and its rate (JSON, @playsite/api contractTier, lowest first);
-- a period is paid at the highest tier whose conditions are all met. `rate` stays the top tier's
-- rate (lists, the operator). The one-tier conditions before this (min_valid_bet, min_active,
-- min_single_bet) become the contract's single tier, each kind keeping the conditions it has now:
-- dividend valid bet, net loss and active members; daily and hourly wage valid bet; real-time
-- salary the single stake (the same rate on lost and other bets). Those columns are no longer read.
ALTER TABLE agent_contracts ADD COLUMN tiers text;
UPDATE agent_contracts SET tiers = CASE kind
  WHEN 'dividend' THEN jsonb_build_array(jsonb_build_object('rate', rate, 'minValidBet', min_valid_bet,
    'minNetLoss', 0, 'minActive', min_active))
  WHEN 'realtime' THEN jsonb_build_array(jsonb_build_object('rate', rate, 'profitRate', rate,
    'minSingleBet', min_single_bet))
  ELSE jsonb_build_array(jsonb_build_object('rate', rate, 'minValidBet', min_valid_bet))
END::text;
ALTER TABLE agent_contracts ALTER COLUMN tiers SET NOT NULL;
-- The tier a payout was made at (0-based; NULL when none was reached, or for the real-time salary,
-- where each bet finds its own tier).
ALTER TABLE agent_payouts ADD COLUMN tier integer;
