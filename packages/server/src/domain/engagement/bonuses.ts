import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { mainWallet, postTransferIn, systemAccounts, walletCode } from '../ledger.ts';
import { betKinds, ensureMoneyAccounts, realWalletSql } from '../money/accounts.ts';
import { sendMemberMessage } from '../money/messages.ts';
import { missingVerification, requireBonusVerification } from './verification.ts';

export interface BonusGrant {
  merchant: string;
  memberId: number;
  /** What pays it (activity, points, envelope, vip.upgrade…) and which one: paid once per pair. */
  source: string;
  sourceRef: string;
  title: string;
  amount: bigint;
  /** Valid bets required before the amount may leave the wallet: amount × multiple. */
  turnoverMultiple: number;
  /** The ledger transfer's kind, which the bonus records sort by (default 'bonus'). */
  kind?: string;
}

/**
 * The turnover of the money bonuses that have no rule of their own (deposit bonus, rewards
 * centre): the bonus once in valid bets. No bonus leaves the wallet without one
 * (docs/security.md § Money).
 */
export const standardTurnoverMultiple = 1;

/** The grant already paid for (source, sourceRef), if any. */
async function paidGrant(tx: Queryable, grant: BonusGrant) {
  const rows = await tx.query<{ transfer_id: number; amount: bigint }>(
    'SELECT transfer_id, amount FROM bonus_grants WHERE merchant_code = $1 AND source = $2 AND source_ref = $3',
    [grant.merchant, grant.source, grant.sourceRef],
  );
  return rows[0];
}

/**
 * Credits a bonus to the main wallet from the promotions account and records its turnover
 * requirement, inside the caller's transaction. A repeated (source, sourceRef) pays nothing more
 * and answers the first grant. Every bonus is paid here, so the brand's bonus verification is
 * checked here: without it the grant is refused (`bonus.verification.*.required`) and the
 * caller's transaction rolls back (docs/security.md § Bonus verification).
 */
export async function grantBonus(ctx: Context, tx: Queryable, grant: BonusGrant) {
  if (grant.amount <= 0n) throw new RangeError('A bonus must be positive');
  const paid = await paidGrant(tx, grant);
  if (paid) return { transferId: paid.transfer_id, replayed: true, amount: paid.amount };
  await requireBonusVerification(tx, grant.merchant, grant.memberId);
  await ensureMoneyAccounts(tx, grant.merchant);
  const transfer = await postTransferIn(ctx, tx, {
    merchant: grant.merchant,
    idempotencyKey: `bonus:${grant.source}:${grant.sourceRef}`,
    kind: grant.kind ?? 'bonus',
    memo: grant.title,
    postings: [
      { account: systemAccounts.promotions, amount: -grant.amount },
      { account: walletCode(grant.memberId), amount: grant.amount },
    ],
  });
  const entry = await tx.query<{ id: number }>(
    'SELECT max(id) AS id FROM ledger_entries WHERE transfer_id = $1',
    [transfer.transferId],
  );
  await tx.query(
    `INSERT INTO bonus_grants (merchant_code, member_id, source, source_ref, title, amount, turnover_required,
       after_entry_id, transfer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (merchant_code, source, source_ref) DO NOTHING`,
    [
      grant.merchant,
      grant.memberId,
      grant.source,
      grant.sourceRef,
      grant.title,
      grant.amount,
      grant.amount * BigInt(grant.turnoverMultiple),
      entry[0]?.id ?? 0,
      transfer.transferId,
      ctx.clock.now(),
    ],
  );
  return { transferId: transfer.transferId, replayed: transfer.replayed, amount: grant.amount };
}

/**
 * For the paths the member did not start (an operator approving an application, a deposit with a
 * bonus or a points redemption): pays the bonus when the member has the brand's verification,
 * otherwise keeps it in bonus_holds (once per source and reference) until releaseHeldBonuses and
 * tells the member what to verify (unless the caller's own message says it: `quiet`).
 */
export async function grantOrHoldBonus(
  ctx: Context,
  tx: Queryable,
  grant: BonusGrant,
  options: { quiet?: boolean } = {},
) {
  const paid = await paidGrant(tx, grant);
  const need = paid ? undefined : await missingVerification(tx, grant.merchant, grant.memberId);
  if (!need) return { ...(await grantBonus(ctx, tx, grant)), held: false as const };
  const held = await tx.query(
    `INSERT INTO bonus_holds (merchant_code, member_id, source, source_ref, title, amount, turnover_multiple, kind, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_code, source, source_ref) DO NOTHING
     RETURNING id`,
    [
      grant.merchant,
      grant.memberId,
      grant.source,
      grant.sourceRef,
      grant.title,
      grant.amount,
      grant.turnoverMultiple,
      grant.kind ?? null,
      ctx.clock.now(),
    ],
  );
  if (held[0] && !options.quiet) {
    const contact = need === 'email' ? 'e-mail address' : 'mobile number';
    await sendMemberMessage(
      ctx,
      grant.merchant,
      grant.memberId,
      {
        category: 'promotion',
        title: `Bonus waiting: ${grant.title}`,
        content: `<p>Your bonus of ${(Number(grant.amount) / 100).toFixed(2)} is kept for you until you verify your ${contact} in My account (security centre). It is credited as soon as you do.</p>`,
      },
      tx,
    );
  }
  return { held: true as const, verification: need, amount: 0n };
}

interface HoldRow {
  id: number;
  merchant_code: string;
  member_id: number;
  source: string;
  source_ref: string;
  title: string;
  amount: bigint;
  turnover_multiple: number;
  kind: string | null;
}

/**
 * Credits the held bonuses (of one member, or of the whole brand) whose member now has the
 * brand's verification: each in its own transaction that takes the hold row first, so two
 * releases never pay one hold twice (and grantBonus pays a (source, sourceRef) once anyway).
 * Answers the number credited.
 */
export async function releaseHeldBonuses(ctx: Context, merchant: string, memberId?: number) {
  const holds = await ctx.db.query<HoldRow>(
    'SELECT * FROM bonus_holds WHERE merchant_code = $1 AND ($2::int IS NULL OR member_id = $2) ORDER BY id',
    [merchant, memberId ?? null],
  );
  let released = 0;
  for (const hold of holds) {
    const paid = await ctx.db.transaction(async (tx) => {
      if (await missingVerification(tx, merchant, hold.member_id)) return false;
      const taken = await tx.query('DELETE FROM bonus_holds WHERE id = $1 RETURNING id', [hold.id]);
      if (!taken[0]) return false;
      await grantBonus(ctx, tx, {
        merchant,
        memberId: hold.member_id,
        source: hold.source,
        sourceRef: hold.source_ref,
        title: hold.title,
        amount: hold.amount,
        turnoverMultiple: hold.turnover_multiple,
        ...(hold.kind ? { kind: hold.kind } : {}),
      });
      return true;
    });
    if (paid) released++;
  }
  return released;
}

/** Math.min for bigint. */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

interface GrantRow {
  id: number;
  source: string;
  title: string;
  amount: bigint;
  turnover_required: bigint;
  created_at: bigint;
  /** Valid bets placed after this grant and before the next one (see grantsOf). */
  segment: bigint;
}

/**
 * Valid bets (docs/security.md § Bonus turnover): the stakes of bets from the member's real
 * wallets, except
 * - a refunded round's stake (the money came back);
 * - hedged baccarat: of one member's bets on one table round, Banker and Player count only for
 *   their difference, |Banker − Player| (opposite sides cancel); Tie and pair bets count in full.
 * Each row is one amount at one ledger entry: the stake at its entry, and a hedge's negative
 * correction (twice the smaller side) at the entry of the round's last bet.
 */
const validBetsSql = `
  bets AS (
    SELECT e.id, -e.amount AS stake, r.scope, r.kind, r.status, r.bet->>'betType' AS bet_type
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
    LEFT JOIN game_rounds r
      ON r.round_id = CASE WHEN t.idempotency_key LIKE '%:bet' THEN left(t.idempotency_key, -4) END
    WHERE a.member_id = $1 AND ${realWalletSql} AND e.amount < 0 AND t.kind = ANY($2)
      AND e.id > (SELECT coalesce(min(lo), 0) FROM segments)
  ),
  sides AS (
    SELECT max(id) AS id,
      coalesce(sum(stake) FILTER (WHERE bet_type = 'BANKER'), 0) AS banker,
      coalesce(sum(stake) FILTER (WHERE bet_type = 'PLAYER'), 0) AS player
    FROM bets WHERE kind = 'baccarat' AND status <> 'refunded' GROUP BY scope
  ),
  valid AS (
    SELECT id, CASE WHEN status = 'refunded' THEN 0 ELSE stake END AS amount FROM bets
    UNION ALL
    SELECT id, -2 * least(banker, player) FROM sides WHERE banker > 0 AND player > 0
  )`;

/**
 * Every grant of a member with its turnover progress. Valid bets are allocated to the grants in
 * order, each counted once: a bet goes to the oldest grant made before it whose requirement is
 * not met yet, and what is left of it to the next. So 5,000 of bets release grants needing 3,700
 * and 3,700 one after the other (3,700 and 1,300), not both.
 */
async function grantsOf(db: Queryable, memberId: number) {
  const rows = await db.query<GrantRow>(
    `WITH segments AS (
       SELECT id, after_entry_id AS lo, lead(after_entry_id) OVER (ORDER BY after_entry_id, id) AS hi
       FROM bonus_grants WHERE member_id = $1
     ), ${validBetsSql}
     SELECT g.id, g.source, g.title, g.amount, g.turnover_required, g.created_at,
       (SELECT coalesce(sum(v.amount), 0)::bigint FROM valid v
        WHERE v.id > s.lo AND (s.hi IS NULL OR v.id <= s.hi)) AS segment
     FROM bonus_grants g JOIN segments s ON s.id = g.id ORDER BY g.after_entry_id, g.id`,
    [memberId, betKinds],
  );
  // Pour each segment's valid bets into the grants made so far, oldest first.
  const progress = new Map<number, bigint>();
  const open: GrantRow[] = [];
  for (const row of rows) {
    progress.set(row.id, 0n);
    open.push(row);
    let left = row.segment > 0n ? row.segment : 0n;
    for (const grant of open) {
      if (left === 0n) break;
      const done = progress.get(grant.id) ?? 0n;
      const taken = smaller(left, grant.turnover_required - done);
      progress.set(grant.id, done + taken);
      left -= taken;
    }
  }
  return rows.reverse().map((row) => {
    const done = progress.get(row.id) ?? 0n;
    return { ...row, progress: done, locked: done < row.turnover_required };
  });
}

async function mainBalance(db: Queryable, memberId: number): Promise<bigint> {
  const rows = await db.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND account_type_id = $2',
    [memberId, mainWallet],
  );
  return rows[0]?.balance ?? 0n;
}

/** The member's turnover progress: locked bonus money, what may be withdrawn, each grant. */
export async function turnoverProgress(db: Queryable, memberId: number) {
  const grants = await grantsOf(db, memberId);
  const locked = grants.filter((grant) => grant.locked).reduce((sum, grant) => sum + grant.amount, 0n);
  const balance = await mainBalance(db, memberId);
  const required = grants.filter((grant) => grant.locked).reduce((sum, g) => sum + g.turnover_required, 0n);
  const done = grants.filter((grant) => grant.locked).reduce((sum, g) => sum + g.progress, 0n);
  return {
    lockedAmount: Number(smaller(locked, balance)),
    withdrawable: Number(balance > locked ? balance - locked : 0n),
    turnoverRequired: Number(required),
    turnoverDone: Number(done),
    list: grants.map((grant) => ({
      id: grant.id,
      source: grant.source,
      title: grant.title,
      amount: Number(grant.amount),
      turnoverRequired: Number(grant.turnover_required),
      turnoverDone: Number(grant.progress),
      status: grant.locked ? ('locked' as const) : ('released' as const),
      createTime: Number(grant.created_at),
    })),
  };
}

/**
 * Refuses taking `amount` out of the main wallet (withdrawal, transfer out) when it would reach
 * bonus money whose turnover is not met. Locks the wallet row first, inside the caller's
 * transaction, so two requests can not both pass against the same balance.
 */
export async function requireUnlocked(tx: Queryable, merchant: string, memberId: number, amount: bigint) {
  await tx.query('SELECT id FROM ledger_accounts WHERE merchant_code = $1 AND code = $2 FOR UPDATE', [
    merchant,
    walletCode(memberId),
  ]);
  const { withdrawable, lockedAmount } = await turnoverProgress(tx, memberId);
  if (lockedAmount > 0 && amount > BigInt(withdrawable))
    fail('bonusTurnoverLocked', undefined, { withdrawable, lockedAmount });
}
