import { demoWalletType } from '../games/wallets.ts';
import { mainWallet } from '../ledger.ts';

/*
 * The SQL of the wallet calls (wallet.ts): each call's checks, its record and its round in one
 * statement, so a bet or win is that statement and the ledger's posting in one transaction.
 *
 * Named parameters (`named` turns them into $1…): :token the token's hash, :provider, :uuid the
 * transaction_uuid, :now, :idle the idle cut-off (a platform session last seen before it has
 * ended), :amount the amount moved, :hash the content hash, :raw the body, :round, :closed
 * (round_closed), :currency, :game the game code, :user, :reference the reference
 * transaction_uuid, :touch the session-touch cut-off (the platform session's idle timer is
 * written at most this often).
 *
 * Every statement locks the member's wallet row (FOR UPDATE) before it writes anything of the
 * provider's, and the ledger's posting locks that row first too (accounts in code order, member
 * before system): calls of one member run one after another, calls of different members never wait
 * for each other but at the provider's account, which only the posting touches.
 *
 * A duplicate arriving while the first is uncommitted waits on the wallet row, then still sees the
 * state before it (one snapshot per statement): it finds no prior row, its insert skips on the
 * conflict, and the statement answers `claimed` null with status RS_OK. The caller then rolls back
 * and runs the call again, which finds the first one's record.
 */

/** A statement with :name parameters, as PostgreSQL's $1… and the names in their order. */
export interface Named {
  text: string;
  names: string[];
}

export function named(sql: string): Named {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([a-z]+)\b/g, (_match, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, names };
}

const wallet = `'member:' || ps.member_id || ':' || CASE ps.mode WHEN 'real' THEN '${mainWallet}' ELSE '${demoWalletType}' END`;

/** The provider session of the token with its platform session's state and the member's lock. */
const session = `s AS (
  SELECT ps.member_id, ps.merchant_code, ps.currency, ps.node_id, ps.game_code, ps.vassalage, ps.game_type,
    ps.mode, ps.session_hash, ${wallet} AS wallet,
    ps.expires_at > :now AND ss.revoked_at IS NULL AND ss.expires_at > :now AND ss.last_seen_at > :idle AS live,
    m.locked_at IS NOT NULL AS locked
  FROM provider_sessions ps
  JOIN sessions ss ON ss.token_hash = ps.session_hash
  JOIN members m ON m.id = ps.member_id
  WHERE ps.token_hash = :token AND ps.provider_id = :provider
)`;

const prior = `prior AS (
  SELECT kind, content_hash, answer FROM provider_transactions WHERE provider_id = :provider AND transaction_uuid = :uuid
)`;

/** Columns every statement answers. */
const answerColumns = `v.status, v.member_id, v.merchant_code, v.currency, v.wallet, v.game_code, v.balance,
  (SELECT row_to_json(p) FROM prior p) AS prior, (SELECT answer FROM claim) AS claimed`;

const okAnswer = (balance: string) =>
  `jsonb_build_object('status', 'RS_OK', 'user', :user::text, 'currency', v.currency, 'balance', ${balance})`;

/** Balance: the session and the wallet, and the platform session's idle timer (a player's call). */
export const balanceSql = named(`
WITH ${session}, w AS (
  SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code AND a.code = s.wallet
), touched AS (
  UPDATE sessions ss SET last_seen_at = :now FROM s
  WHERE ss.token_hash = s.session_hash AND s.live AND ss.last_seen_at <= :touch
)
SELECT s.member_id, s.currency, s.game_code, s.live, w.balance FROM s LEFT JOIN w ON true`);

/** A bet: refused, or recorded with its answer (the balance after it) and added to its round. */
export const betSql = named(`
WITH ${session}, ${prior}, w AS (
  SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code AND a.code = s.wallet
  FOR UPDATE OF a
), v AS (
  SELECT CASE
      WHEN EXISTS (SELECT FROM prior) THEN 'prior'
      WHEN s.member_id IS NULL OR s.member_id::text <> :user THEN 'RS_ERROR_INVALID_TOKEN'
      WHEN NOT s.live THEN 'RS_ERROR_TOKEN_EXPIRED'
      WHEN s.game_code <> :game THEN 'RS_ERROR_INVALID_GAME'
      WHEN s.currency <> :currency THEN 'RS_ERROR_WRONG_CURRENCY'
      WHEN s.locked THEN 'RS_ERROR_USER_DISABLED'
      WHEN w.balance IS NULL THEN 'RS_ERROR_UNKNOWN'
      WHEN w.balance < :amount THEN 'RS_ERROR_NOT_ENOUGH_MONEY'
      ELSE 'RS_OK' END AS status,
    s.member_id, s.merchant_code, s.currency, s.wallet, s.mode, s.node_id, s.game_code, s.vassalage, s.game_type,
    s.session_hash, w.balance
  FROM (VALUES (1)) one (x) LEFT JOIN s ON true LEFT JOIN w ON true
), claim AS (
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id, amount,
    wallet, content_hash, request, answer, created_at)
  SELECT :provider, :uuid, 'bet', v.merchant_code, v.member_id, :round, :amount, v.wallet, :hash, :raw, ${okAnswer('v.balance - :amount')}, :now
  FROM v WHERE v.status = 'RS_OK'
  ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
  RETURNING answer
), round AS (
  INSERT INTO provider_rounds (provider_id, member_id, round_id, merchant_code, mode, node_id, game_code, vassalage,
    game_type, stake, bets, status, placed_at, settled_at)
  SELECT :provider, v.member_id, :round, v.merchant_code, v.mode, v.node_id, v.game_code, v.vassalage, v.game_type, :amount, 1,
    CASE WHEN :closed THEN 'settled' ELSE 'open' END, :now, CASE WHEN :closed THEN :now END
  FROM v, claim
  ON CONFLICT (provider_id, member_id, round_id) DO UPDATE SET
    stake = provider_rounds.stake + excluded.stake, bets = provider_rounds.bets + 1,
    status = excluded.status, settled_at = excluded.settled_at
), touched AS (
  UPDATE sessions ss SET last_seen_at = :now FROM v, claim
  WHERE ss.token_hash = v.session_hash AND ss.last_seen_at <= :touch
)
SELECT ${answerColumns} FROM v`);

/**
 * A win: accepted after the token ended; it must name a bet of this member and round that was not
 * rolled back. Counted on the bet (a rollback after it is refused) and added to the round.
 */
export const winSql = named(`
WITH ${session}, ${prior}, bet AS (
  SELECT member_id, wallet, round_id, rolled_back_by, content_hash FROM provider_transactions
  WHERE provider_id = :provider AND transaction_uuid = :reference AND kind = 'bet'
), w AS (
  SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code JOIN bet ON a.code = bet.wallet
  FOR UPDATE OF a
), v AS (
  SELECT CASE
      WHEN EXISTS (SELECT FROM prior) THEN 'prior'
      WHEN s.member_id IS NULL OR s.member_id::text <> :user THEN 'RS_ERROR_INVALID_TOKEN'
      WHEN s.game_code <> :game THEN 'RS_ERROR_INVALID_GAME'
      WHEN s.currency <> :currency THEN 'RS_ERROR_WRONG_CURRENCY'
      WHEN bet.member_id IS NULL OR bet.member_id <> s.member_id OR bet.round_id <> :round
        THEN 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
      WHEN bet.rolled_back_by IS NOT NULL THEN 'RS_ERROR_TRANSACTION_ROLLED_BACK'
      WHEN w.balance IS NULL THEN 'RS_ERROR_UNKNOWN'
      ELSE 'RS_OK' END AS status,
    s.member_id, s.merchant_code, s.currency, bet.wallet, s.game_code, w.balance
  FROM (VALUES (1)) one (x) LEFT JOIN s ON true LEFT JOIN bet ON true LEFT JOIN w ON true
), settle AS (
  UPDATE provider_transactions t SET wins = t.wins + 1 FROM v
  WHERE v.status = 'RS_OK' AND t.provider_id = :provider AND t.transaction_uuid = :reference AND t.rolled_back_by IS NULL
  RETURNING t.transaction_uuid
), claim AS (
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id,
    reference_uuid, amount, wallet, content_hash, request, answer, created_at)
  SELECT :provider, :uuid, 'win', v.merchant_code, v.member_id, :round, :reference, :amount, v.wallet, :hash, :raw, ${okAnswer('v.balance + :amount')}, :now
  FROM v, settle
  ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
  RETURNING answer
), round AS (
  UPDATE provider_rounds r SET win = r.win + :amount,
    status = CASE WHEN :closed THEN 'settled' ELSE r.status END,
    settled_at = CASE WHEN :closed THEN :now ELSE r.settled_at END
  FROM v, claim
  WHERE r.provider_id = :provider AND r.member_id = v.member_id AND r.round_id = :round
)
SELECT ${answerColumns} FROM v`);

/**
 * A rollback: accepted after the token ended. It undoes a bet of this member that no win settled
 * (refund), answers RS_OK again for one already undone, and for a bet that never arrived keeps its
 * uuid as a bet that never arrived (so the late bet is refused).
 */
export const rollbackSql = named(`
WITH ${session}, ${prior}, bet AS (
  SELECT kind, member_id, wallet, amount, rolled_back_by, wins FROM provider_transactions
  WHERE provider_id = :provider AND transaction_uuid = :reference
), w AS (
  SELECT a.balance FROM ledger_accounts a JOIN s ON a.merchant_code = s.merchant_code
  WHERE a.code = coalesce((SELECT wallet FROM bet), s.wallet)
  FOR UPDATE OF a
), v AS (
  SELECT CASE
      WHEN EXISTS (SELECT FROM prior) THEN 'prior'
      WHEN s.member_id IS NULL OR s.member_id::text <> :user THEN 'RS_ERROR_INVALID_TOKEN'
      WHEN s.game_code <> :game THEN 'RS_ERROR_INVALID_GAME'
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
  UPDATE provider_transactions t SET rolled_back_by = :uuid FROM v
  WHERE v.status = 'RS_OK' AND v.action = 'refund' AND t.provider_id = :provider AND t.transaction_uuid = :reference
    AND t.rolled_back_by IS NULL AND t.wins = 0
  RETURNING t.amount, t.round_id
), tomb AS (
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id, amount,
    wallet, rolled_back_by, created_at)
  SELECT :provider, :reference, 'bet', v.merchant_code, v.member_id, :round, 0, v.wallet, :uuid, :now
  FROM v WHERE v.status = 'RS_OK' AND v.action = 'tombstone'
  ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
  RETURNING transaction_uuid
), claim AS (
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, merchant_code, member_id, round_id,
    reference_uuid, amount, wallet, content_hash, request, answer, created_at)
  SELECT :provider, :uuid, 'rollback', v.merchant_code, v.member_id, :round, :reference, v.refund, v.wallet, :hash, :raw,
    ${okAnswer('v.balance + v.refund')}, :now
  FROM v WHERE v.status = 'RS_OK'
    AND (v.action = 'none' OR EXISTS (SELECT FROM undo) OR EXISTS (SELECT FROM tomb))
  ON CONFLICT (provider_id, transaction_uuid) DO NOTHING
  RETURNING answer
), round AS (
  UPDATE provider_rounds r SET stake = r.stake - u.amount, refunded = r.refunded + u.amount,
    status = CASE WHEN r.stake = u.amount AND r.win = 0 THEN 'refunded' WHEN :closed THEN 'settled' ELSE r.status END,
    settled_at = CASE WHEN (r.stake = u.amount AND r.win = 0) OR :closed THEN :now ELSE r.settled_at END
  FROM v, undo u, claim
  WHERE r.provider_id = :provider AND r.member_id = v.member_id AND r.round_id = u.round_id
)
SELECT ${answerColumns}, v.refund FROM v`);
