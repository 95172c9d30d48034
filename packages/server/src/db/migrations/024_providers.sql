-- Game providers behind the seamless wallet (docs/provider-wallet.md): who they are and which games
-- they serve, their signing keys, the sessions a launch opens, every wallet transaction they sent,
-- and their rounds as the member's bet records list them. Times are epoch ms from the clock; money
-- bigint minor units.

CREATE TABLE providers (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- A launch opens <base_url>/play/<gameCode>?<launch query>. The game server's (playsite-games)
  -- is written from GAMES_URL when the platform starts.
  base_url text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  -- The catalogue games it serves: every game of these lanes (NULL: of every lane) but those of the
  -- excluded ones. A game the platform's own demo engines play is never a provider's.
  game_types text[],
  excluded_game_types text[] NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL
);
INSERT INTO providers (id, name, excluded_game_types, created_at)
VALUES ('playsite-games', 'PlaySite Games', '{SPORTS,ESPORTS}', 0);

-- Signing keys (HMAC-SHA256 of the raw body). Rotation gives the old key a valid_until (a grace
-- period); a NULL valid_until is valid until the next rotation.
CREATE TABLE provider_keys (
  provider_id text NOT NULL REFERENCES providers (id),
  key_id text NOT NULL,
  secret text NOT NULL,
  created_at bigint NOT NULL,
  valid_until bigint,
  PRIMARY KEY (provider_id, key_id)
);

-- What a launch hands the provider: a token (only its SHA-256 here) bound to one member, brand,
-- currency, game and wallet. It ends with the member's platform session (logout, idle, absolute).
CREATE TABLE provider_sessions (
  token_hash text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers (id),
  session_hash text NOT NULL REFERENCES sessions (token_hash),
  merchant_code text NOT NULL REFERENCES merchants (code),
  member_id integer NOT NULL REFERENCES members (id),
  currency text NOT NULL,
  node_id text NOT NULL,
  game_code text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX provider_sessions_member ON provider_sessions (member_id);

-- Every wallet transaction a provider sent, once per (provider, transaction_uuid): a retry finds
-- it and is answered with `answer`. A row and its ledger transfer (key provider:<id>:<uuid>) are
-- written in one database transaction. A bet row whose content_hash is NULL never arrived: its
-- rollback came first, and the late bet is refused.
--
-- No foreign keys here nor on provider_rounds: only the wallet functions below write them, with the
-- ids of a provider session (checked when it was opened), and a key check on every bet and win
-- locks the shared provider and brand rows (FOR KEY SHARE) in every concurrent transaction.
CREATE TABLE provider_transactions (
  provider_id text NOT NULL,
  transaction_uuid text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  merchant_code text NOT NULL,
  member_id integer NOT NULL,
  round_id text NOT NULL,
  -- A win's or a rollback's bet.
  reference_uuid text,
  -- Money moved (a free bet moves none).
  amount bigint NOT NULL CHECK (amount >= 0),
  -- Ledger code of the member's wallet: member:<id>:0 real money, member:<id>:90 free play.
  wallet text NOT NULL,
  -- A bet: the rollback that undid it, and how many wins settled it.
  rolled_back_by text,
  wins integer NOT NULL DEFAULT 0,
  -- SHA-256 over what makes the transaction (kind, user, game, round, amount, currency, reference,
  -- flags; not request_uuid, token or meta): the same uuid with another hash is a duplicate.
  content_hash text,
  -- The body as received, for recall (its token replaced by the token's SHA-256).
  request text,
  answer jsonb,
  created_at bigint NOT NULL,
  PRIMARY KEY (provider_id, transaction_uuid),
  CHECK (kind = 'bet' OR (content_hash IS NOT NULL AND answer IS NOT NULL))
);

-- A provider's round of one member (a shared table round has a row per player): what the bet
-- records list. stake: bets taken less those rolled back; status open until a call says the round
-- closed (settled), or refunded when rollbacks took back every stake and nothing was won.
CREATE TABLE provider_rounds (
  provider_id text NOT NULL,
  member_id integer NOT NULL,
  round_id text NOT NULL,
  merchant_code text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  node_id text NOT NULL,
  game_code text NOT NULL,
  vassalage text NOT NULL,
  game_type text NOT NULL,
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  bets integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('open', 'settled', 'refunded')),
  placed_at bigint NOT NULL,
  settled_at bigint,
  PRIMARY KEY (provider_id, member_id, round_id)
);
CREATE INDEX provider_rounds_member ON provider_rounds (member_id, placed_at DESC);

-- An operator's lock on a member: the provider wallet refuses the member's bets
-- (RS_ERROR_USER_DISABLED); wins and rollbacks of bets already taken are still paid.
ALTER TABLE members ADD COLUMN locked_at bigint;

-- The wallet calls' statements (src/domain/provider/statements.ts calls them). Each checks the call,
-- records it with its answer and updates its round in one statement; a bet, win or rollback runs it
-- and the ledger's posting in one transaction. They are functions so that PostgreSQL plans them once
-- per connection: planned on every call, their planning took about as long as their execution.
--
-- Each locks the member's wallet row (FOR UPDATE) before it writes anything of the provider's, and
-- the ledger's posting locks that row first too (accounts in code order, member before system):
-- one member's calls run one after another, other members' calls only meet at the provider's
-- account. A copy of a transaction arriving while the first is uncommitted waits on the wallet row,
-- then still sees the state before it (one snapshot per statement): it finds no prior record, its
-- insert skips on the conflict, and it answers status RS_OK with claimed NULL; the caller rolls
-- back and calls again, and finds the first one's record. Wallets: member:<id>:0 real money,
-- member:<id>:90 free play (src/domain/games/wallets.ts demoWalletType).

-- Balance: the session and the wallet, and the platform session's idle timer (a player's call).
CREATE FUNCTION provider_balance(p_token text, p_provider text, p_now bigint, p_idle bigint, p_touch bigint)
RETURNS TABLE (member_id integer, currency text, game_code text, live boolean, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH s AS (
      SELECT ps.member_id, ps.merchant_code, ps.currency, ps.node_id, ps.game_code, ps.vassalage, ps.game_type,
        ps.mode, ps.session_hash, 'member:' || ps.member_id || ':' || CASE ps.mode WHEN 'real' THEN '0' ELSE '90' END AS wallet,
        ps.expires_at > p_now AND ss.revoked_at IS NULL AND ss.expires_at > p_now AND ss.last_seen_at > p_idle AS live,
        m.locked_at IS NOT NULL AS locked
      FROM provider_sessions ps
      JOIN sessions ss ON ss.token_hash = ps.session_hash
      JOIN members m ON m.id = ps.member_id
      WHERE ps.token_hash = p_token AND ps.provider_id = p_provider
    ), w AS (
      SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code AND a.code = s.wallet
    ), touched AS (
      UPDATE sessions ss SET last_seen_at = p_now FROM s
      WHERE ss.token_hash = s.session_hash AND s.live AND ss.last_seen_at <= p_touch
    )
    SELECT s.member_id, s.currency, s.game_code, s.live, w.balance FROM s LEFT JOIN w ON true;
END
$$;

-- A bet: refused, or recorded with its answer (the balance after it) and added to its round.
CREATE FUNCTION provider_bet(p_token text, p_provider text, p_uuid text, p_now bigint, p_idle bigint, p_touch bigint, p_user text,
  p_game text, p_currency text, p_amount bigint, p_round text, p_closed boolean, p_hash text, p_raw text)
RETURNS TABLE (status text, member_id integer, merchant_code text, currency text, wallet text, game_code text,
  balance bigint, prior json, claimed jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH s AS (
      SELECT ps.member_id, ps.merchant_code, ps.currency, ps.node_id, ps.game_code, ps.vassalage, ps.game_type,
        ps.mode, ps.session_hash, 'member:' || ps.member_id || ':' || CASE ps.mode WHEN 'real' THEN '0' ELSE '90' END AS wallet,
        ps.expires_at > p_now AND ss.revoked_at IS NULL AND ss.expires_at > p_now AND ss.last_seen_at > p_idle AS live,
        m.locked_at IS NOT NULL AS locked
      FROM provider_sessions ps
      JOIN sessions ss ON ss.token_hash = ps.session_hash
      JOIN members m ON m.id = ps.member_id
      WHERE ps.token_hash = p_token AND ps.provider_id = p_provider
    ), prior AS (
      SELECT kind, content_hash, answer FROM provider_transactions WHERE provider_id = p_provider AND transaction_uuid = p_uuid
    ), w AS (
      SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code AND a.code = s.wallet
      FOR UPDATE OF a
    ), v AS (
      SELECT CASE
          WHEN EXISTS (SELECT FROM prior) THEN 'prior'
          WHEN s.member_id IS NULL OR s.member_id::text <> p_user THEN 'RS_ERROR_INVALID_TOKEN'
          WHEN NOT s.live THEN 'RS_ERROR_TOKEN_EXPIRED'
          WHEN s.game_code <> p_game THEN 'RS_ERROR_INVALID_GAME'
          WHEN s.currency <> p_currency THEN 'RS_ERROR_WRONG_CURRENCY'
          WHEN s.locked THEN 'RS_ERROR_USER_DISABLED'
          WHEN w.balance IS NULL THEN 'RS_ERROR_UNKNOWN'
          WHEN w.balance < p_amount THEN 'RS_ERROR_NOT_ENOUGH_MONEY'
          ELSE 'RS_OK' END AS status,
        s.member_id, s.merchant_code, s.currency, s.wallet, s.mode, s.node_id, s.game_code, s.vassalage, s.game_type,
        s.session_hash, w.balance
      FROM (VALUES (1)) one (x) LEFT JOIN s ON true LEFT JOIN w ON true
    ), claim AS (
      INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id, amount,
        wallet, content_hash, request, answer, created_at)
      SELECT p_provider, p_uuid, 'bet', v.merchant_code, v.member_id, p_round, p_amount, v.wallet, p_hash, p_raw, jsonb_build_object('status', 'RS_OK', 'user', p_user::text, 'currency', v.currency, 'balance', v.balance - p_amount), p_now
      FROM v WHERE v.status = 'RS_OK'
      ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
      RETURNING answer
    ), round AS (
      INSERT INTO provider_rounds (provider_id, member_id, round_id, merchant_code, mode, node_id, game_code, vassalage,
        game_type, stake, bets, status, placed_at, settled_at)
      SELECT p_provider, v.member_id, p_round, v.merchant_code, v.mode, v.node_id, v.game_code, v.vassalage, v.game_type, p_amount, 1,
        CASE WHEN p_closed THEN 'settled' ELSE 'open' END, p_now, CASE WHEN p_closed THEN p_now END
      FROM v, claim
      ON CONFLICT (provider_id, member_id, round_id) DO UPDATE SET
        stake = provider_rounds.stake + excluded.stake, bets = provider_rounds.bets + 1,
        status = excluded.status, settled_at = excluded.settled_at
    ), touched AS (
      UPDATE sessions ss SET last_seen_at = p_now FROM v, claim
      WHERE ss.token_hash = v.session_hash AND ss.last_seen_at <= p_touch
    )
    SELECT v.status, v.member_id, v.merchant_code, v.currency, v.wallet, v.game_code, v.balance,
      (SELECT row_to_json(p) FROM prior p) AS prior, (SELECT answer FROM claim) AS claimed FROM v;
END
$$;

-- A win: accepted after the token ended; it must name a bet of this member and round that was not
-- rolled back. Counted on the bet (a rollback after it is refused) and added to the round.
CREATE FUNCTION provider_win(p_token text, p_provider text, p_uuid text, p_now bigint, p_idle bigint, p_user text, p_game text,
  p_currency text, p_amount bigint, p_round text, p_closed boolean, p_hash text, p_raw text, p_reference text)
RETURNS TABLE (status text, member_id integer, merchant_code text, currency text, wallet text, game_code text,
  balance bigint, prior json, claimed jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH s AS (
      SELECT ps.member_id, ps.merchant_code, ps.currency, ps.node_id, ps.game_code, ps.vassalage, ps.game_type,
        ps.mode, ps.session_hash, 'member:' || ps.member_id || ':' || CASE ps.mode WHEN 'real' THEN '0' ELSE '90' END AS wallet,
        ps.expires_at > p_now AND ss.revoked_at IS NULL AND ss.expires_at > p_now AND ss.last_seen_at > p_idle AS live,
        m.locked_at IS NOT NULL AS locked
      FROM provider_sessions ps
      JOIN sessions ss ON ss.token_hash = ps.session_hash
      JOIN members m ON m.id = ps.member_id
      WHERE ps.token_hash = p_token AND ps.provider_id = p_provider
    ), prior AS (
      SELECT kind, content_hash, answer FROM provider_transactions WHERE provider_id = p_provider AND transaction_uuid = p_uuid
    ), bet AS (
      SELECT member_id, wallet, round_id, rolled_back_by, content_hash FROM provider_transactions
      WHERE provider_id = p_provider AND transaction_uuid = p_reference AND kind = 'bet'
    ), w AS (
      SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code JOIN bet ON a.code = bet.wallet
      FOR UPDATE OF a
    ), v AS (
      SELECT CASE
          WHEN EXISTS (SELECT FROM prior) THEN 'prior'
          WHEN s.member_id IS NULL OR s.member_id::text <> p_user THEN 'RS_ERROR_INVALID_TOKEN'
          WHEN s.game_code <> p_game THEN 'RS_ERROR_INVALID_GAME'
          WHEN s.currency <> p_currency THEN 'RS_ERROR_WRONG_CURRENCY'
          WHEN bet.member_id IS NULL OR bet.member_id <> s.member_id OR bet.round_id <> p_round
            THEN 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
          WHEN bet.rolled_back_by IS NOT NULL THEN 'RS_ERROR_TRANSACTION_ROLLED_BACK'
          WHEN w.balance IS NULL THEN 'RS_ERROR_UNKNOWN'
          ELSE 'RS_OK' END AS status,
        s.member_id, s.merchant_code, s.currency, bet.wallet, s.game_code, w.balance
      FROM (VALUES (1)) one (x) LEFT JOIN s ON true LEFT JOIN bet ON true LEFT JOIN w ON true
    ), settle AS (
      UPDATE provider_transactions t SET wins = t.wins + 1 FROM v
      WHERE v.status = 'RS_OK' AND t.provider_id = p_provider AND t.transaction_uuid = p_reference AND t.rolled_back_by IS NULL
      RETURNING t.transaction_uuid
    ), claim AS (
      INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id,
        reference_uuid, amount, wallet, content_hash, request, answer, created_at)
      SELECT p_provider, p_uuid, 'win', v.merchant_code, v.member_id, p_round, p_reference, p_amount, v.wallet, p_hash, p_raw, jsonb_build_object('status', 'RS_OK', 'user', p_user::text, 'currency', v.currency, 'balance', v.balance + p_amount), p_now
      FROM v, settle
      ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
      RETURNING answer
    ), round AS (
      UPDATE provider_rounds r SET win = r.win + p_amount,
        status = CASE WHEN p_closed THEN 'settled' ELSE r.status END,
        settled_at = CASE WHEN p_closed THEN p_now ELSE r.settled_at END
      FROM v, claim
      WHERE r.provider_id = p_provider AND r.member_id = v.member_id AND r.round_id = p_round
    )
    SELECT v.status, v.member_id, v.merchant_code, v.currency, v.wallet, v.game_code, v.balance,
      (SELECT row_to_json(p) FROM prior p) AS prior, (SELECT answer FROM claim) AS claimed FROM v;
END
$$;

-- A rollback: accepted after the token ended. It undoes a bet of this member that no win settled
-- (refund), answers RS_OK again for one already undone, and for a bet that never arrived records
-- the bet as one that never arrived (so the late bet is refused).
CREATE FUNCTION provider_rollback(p_token text, p_provider text, p_uuid text, p_now bigint, p_idle bigint, p_user text, p_game text,
  p_round text, p_closed boolean, p_hash text, p_raw text, p_reference text)
RETURNS TABLE (status text, member_id integer, merchant_code text, currency text, wallet text, game_code text,
  balance bigint, prior json, claimed jsonb, refund bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    WITH s AS (
      SELECT ps.member_id, ps.merchant_code, ps.currency, ps.node_id, ps.game_code, ps.vassalage, ps.game_type,
        ps.mode, ps.session_hash, 'member:' || ps.member_id || ':' || CASE ps.mode WHEN 'real' THEN '0' ELSE '90' END AS wallet,
        ps.expires_at > p_now AND ss.revoked_at IS NULL AND ss.expires_at > p_now AND ss.last_seen_at > p_idle AS live,
        m.locked_at IS NOT NULL AS locked
      FROM provider_sessions ps
      JOIN sessions ss ON ss.token_hash = ps.session_hash
      JOIN members m ON m.id = ps.member_id
      WHERE ps.token_hash = p_token AND ps.provider_id = p_provider
    ), prior AS (
      SELECT kind, content_hash, answer FROM provider_transactions WHERE provider_id = p_provider AND transaction_uuid = p_uuid
    ), bet AS (
      SELECT kind, member_id, wallet, amount, rolled_back_by, wins FROM provider_transactions
      WHERE provider_id = p_provider AND transaction_uuid = p_reference
    ), w AS (
      SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code
      WHERE a.code = coalesce((SELECT wallet FROM bet), s.wallet)
      FOR UPDATE OF a
    ), v AS (
      SELECT CASE
          WHEN EXISTS (SELECT FROM prior) THEN 'prior'
          WHEN s.member_id IS NULL OR s.member_id::text <> p_user THEN 'RS_ERROR_INVALID_TOKEN'
          WHEN s.game_code <> p_game THEN 'RS_ERROR_INVALID_GAME'
          WHEN bet.kind IS NOT NULL AND (bet.kind <> 'bet' OR bet.member_id <> s.member_id)
            THEN 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
          WHEN bet.wins > 0 THEN 'RS_ERROR_TRANSACTION_SETTLED'
          WHEN w.balance IS NULL THEN 'RS_ERROR_UNKNOWN'
          ELSE 'RS_OK' END AS status,
        CASE WHEN bet.kind IS NULL THEN 'tombstone' WHEN bet.rolled_back_by IS NOT NULL THEN 'none' ELSE 'refund' END
          AS action,
        CASE WHEN bet.kind IS NOT NULL AND bet.rolled_back_by IS NULL THEN bet.amount ELSE 0 END AS refund,
        s.member_id, s.merchant_code, s.currency, coalesce(bet.wallet, s.wallet) AS wallet, s.game_code, w.balance
      FROM (VALUES (1)) one (x) LEFT JOIN s ON true LEFT JOIN bet ON true LEFT JOIN w ON true
    ), undo AS (
      UPDATE provider_transactions t SET rolled_back_by = p_uuid FROM v
      WHERE v.status = 'RS_OK' AND v.action = 'refund' AND t.provider_id = p_provider AND t.transaction_uuid = p_reference
        AND t.rolled_back_by IS NULL AND t.wins = 0
      RETURNING t.amount, t.round_id
    ), tomb AS (
      INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id, amount,
        wallet, rolled_back_by, created_at)
      SELECT p_provider, p_reference, 'bet', v.merchant_code, v.member_id, p_round, 0, v.wallet, p_uuid, p_now
      FROM v WHERE v.status = 'RS_OK' AND v.action = 'tombstone'
      ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
      RETURNING transaction_uuid
    ), claim AS (
      INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id,
        reference_uuid, amount, wallet, content_hash, request, answer, created_at)
      SELECT p_provider, p_uuid, 'rollback', v.merchant_code, v.member_id, p_round, p_reference, v.refund, v.wallet, p_hash, p_raw,
        jsonb_build_object('status', 'RS_OK', 'user', p_user::text, 'currency', v.currency, 'balance', v.balance + v.refund), p_now
      FROM v WHERE v.status = 'RS_OK'
        AND (v.action = 'none' OR EXISTS (SELECT FROM undo) OR EXISTS (SELECT FROM tomb))
      ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
      RETURNING answer
    ), round AS (
      UPDATE provider_rounds r SET stake = r.stake - u.amount, refunded = r.refunded + u.amount,
        status = CASE WHEN r.stake = u.amount AND r.win = 0 THEN 'refunded' WHEN p_closed THEN 'settled' ELSE r.status END,
        settled_at = CASE WHEN (r.stake = u.amount AND r.win = 0) OR p_closed THEN p_now ELSE r.settled_at END
      FROM v, undo u, claim
      WHERE r.provider_id = p_provider AND r.member_id = v.member_id AND r.round_id = u.round_id
    )
    SELECT v.status, v.member_id, v.merchant_code, v.currency, v.wallet, v.game_code, v.balance,
      (SELECT row_to_json(p) FROM prior p) AS prior, (SELECT answer FROM claim) AS claimed, v.refund FROM v;
END
$$;
