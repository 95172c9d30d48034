-- A bet or a win in one statement (docs/provider-wallet.md § How a call runs): the call's function
-- and the ledger's posting in one function, run without a transaction of its own (a statement is
-- atomic), so the call is one round trip instead of four (BEGIN, call, posting, COMMIT).
--
-- provider_bet_posted and provider_win_posted run provider_bet and provider_win and, when the call
-- was recorded and moves money, post its transfer (ledger_post, key provider:<id>:<uuid>) from or
-- to the member's provider account (system:provider:<id>:real|demo:<member id mod p_shards>,
-- src/domain/provider/accounts.ts; wallet type 90 is the free-play wallet). A posting that fails,
-- or a wallet that ends elsewhere than the answer says, raises: nothing of the call is kept.
-- A real-money bet of a member with a responsible-gaming limit or break raises SQLSTATE PWRG1 and
-- keeps nothing: the caller runs that bet with its checks in a transaction (src/domain/provider/wallet.ts).
-- A copy that lost the race to the first (RS_OK, claimed NULL) raises PWLR1, so that what its
-- statement wrote besides the claim (a win's count on its bet) is undone as the transaction's
-- rollback undid it; the caller asks again and finds the first one's record.

-- One provider transfer of p_amount from p_from to p_to, with the request hash postTransferIn
-- computes (sha256 of JSON.stringify([kind, [[from, "-amount"], [to, "amount"]]])).
CREATE FUNCTION provider_post(p_merchant text, p_from text, p_to text, p_amount bigint, p_kind text, p_key text,
  p_memo text, p_now bigint, p_max bigint, p_member integer, p_wallet text, p_expected bigint)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  posted record;
  after bigint;
BEGIN
  SELECT * INTO posted FROM ledger_post(p_merchant, ARRAY[p_from, p_to], ARRAY[-p_amount, p_amount], p_key,
    encode(sha256(convert_to('[' || to_json(p_kind)::text || ',[[' || to_json(p_from)::text || ','
      || to_json((-p_amount)::text)::text || '],[' || to_json(p_to)::text || ',' || to_json(p_amount::text)::text
      || ']]]', 'UTF8')), 'hex'),
    p_kind, p_memo, p_now, p_max, p_member);
  IF posted.transfer_id IS NULL THEN
    RAISE EXCEPTION 'provider transfer % not posted (found %, covered %, in range %)',
      p_key, posted.found, posted.covered, posted.in_range;
  END IF;
  SELECT (w ->> 'balance')::bigint INTO after FROM json_array_elements(posted.wallets) w
  WHERE w ->> 'type' = split_part(p_wallet, ':', 3);
  IF after IS NOT NULL AND after IS DISTINCT FROM p_expected THEN
    RAISE EXCEPTION 'wallet % ended at %, the answer says %', p_wallet, after, p_expected;
  END IF;
END
$$;

CREATE FUNCTION provider_account_of(p_provider text, p_wallet text, p_member integer, p_shards integer)
RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'system:provider:' || p_provider || ':' || CASE WHEN p_wallet LIKE '%:90' THEN 'demo' ELSE 'real' END
    || ':' || (p_member % p_shards)
$$;

CREATE FUNCTION provider_bet_posted(p_token text, p_provider text, p_uuid text, p_now bigint, p_idle bigint, p_touch bigint,
  p_user text, p_game text, p_currency text, p_amount bigint, p_round text, p_closed boolean, p_hash text, p_raw text,
  p_shards integer, p_max bigint)
RETURNS TABLE (status text, member_id integer, merchant_code text, currency text, wallet text, game_code text,
  balance bigint, prior json, claimed jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT * INTO r FROM provider_bet(p_token, p_provider, p_uuid, p_now, p_idle, p_touch, p_user, p_game, p_currency,
    p_amount, p_round, p_closed, p_hash, p_raw);
  IF r.status = 'RS_OK' AND r.claimed IS NULL THEN
    RAISE SQLSTATE 'PWLR1' USING MESSAGE = 'a copy of the bet lost the race to the first';
  END IF;
  IF r.status = 'RS_OK' THEN
    IF r.guarded THEN
      RAISE SQLSTATE 'PWRG1' USING MESSAGE = 'the bet needs its responsible-gaming check';
    END IF;
    IF p_amount > 0 THEN
      PERFORM provider_post(r.merchant_code, r.wallet, provider_account_of(p_provider, r.wallet, r.member_id, p_shards),
        p_amount, 'provider.bet', 'provider:' || p_provider || ':' || p_uuid,
        'bet ' || p_provider || '/' || r.game_code || ' round ' || p_round, p_now, p_max, r.member_id, r.wallet,
        (r.claimed ->> 'balance')::bigint);
    END IF;
  END IF;
  RETURN QUERY SELECT r.status, r.member_id, r.merchant_code, r.currency, r.wallet, r.game_code, r.balance, r.prior,
    r.claimed;
END
$$;

CREATE FUNCTION provider_win_posted(p_token text, p_provider text, p_uuid text, p_now bigint, p_idle bigint, p_user text,
  p_game text, p_currency text, p_amount bigint, p_round text, p_closed boolean, p_hash text, p_raw text, p_reference text,
  p_shards integer, p_max bigint)
RETURNS TABLE (status text, member_id integer, merchant_code text, currency text, wallet text, game_code text,
  balance bigint, prior json, claimed jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  SELECT * INTO r FROM provider_win(p_token, p_provider, p_uuid, p_now, p_idle, p_user, p_game, p_currency, p_amount,
    p_round, p_closed, p_hash, p_raw, p_reference);
  IF r.status = 'RS_OK' AND r.claimed IS NULL THEN
    RAISE SQLSTATE 'PWLR1' USING MESSAGE = 'a copy of the win lost the race to the first';
  END IF;
  IF r.status = 'RS_OK' AND p_amount > 0 THEN
    PERFORM provider_post(r.merchant_code, provider_account_of(p_provider, r.wallet, r.member_id, p_shards), r.wallet,
      p_amount, 'provider.win', 'provider:' || p_provider || ':' || p_uuid,
      'win ' || p_provider || '/' || r.game_code || ' round ' || p_round, p_now, p_max, r.member_id, r.wallet,
      (r.claimed ->> 'balance')::bigint);
  END IF;
  RETURN QUERY SELECT r.status, r.member_id, r.merchant_code, r.currency, r.wallet, r.game_code, r.balance, r.prior,
    r.claimed;
END
$$;
