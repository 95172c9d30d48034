import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { mainWallet, postTransferIn, systemAccounts, walletCode } from '../ledger.ts';
import { betKinds, ensureMoneyAccounts, realWalletSql } from '../money/accounts.ts';

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

/**
 * Credits a bonus to the main wallet from the promotions account and records its turnover
 * requirement, inside the caller's transaction. A repeated (source, sourceRef) pays nothing more
 * and answers the first grant.
 */
export async function grantBonus(ctx: Context, tx: Queryable, grant: BonusGrant) {
  if (grant.amount <= 0n) throw new RangeError('A bonus must be positive');
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
  progress: bigint;
}

/** Every grant of a member with the valid bets placed since it (capped at its requirement). */
async function grantsOf(db: Queryable, memberId: number) {
  const rows = await db.query<GrantRow>(
    `SELECT g.id, g.source, g.title, g.amount, g.turnover_required, g.created_at,
       (SELECT coalesce(sum(-e.amount), 0)::bigint FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE a.member_id = g.member_id AND ${realWalletSql} AND e.amount < 0 AND t.kind = ANY($2)
          AND e.id > g.after_entry_id) AS progress
     FROM bonus_grants g WHERE g.member_id = $1 ORDER BY g.id DESC`,
    [memberId, betKinds],
  );
  return rows.map((row) => ({
    ...row,
    progress: smaller(row.progress, row.turnover_required),
    locked: row.progress < row.turnover_required,
  }));
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
