import type { Database, Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import type { MoneyPeriod } from './figures.ts';

export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = MoneyPeriod | 'session';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint | null;
  pending_amount: bigint | null;
  pending_remove: boolean;
  pending_at: bigint | null;
}

/** A limit as it stands at `now`: the amount in force and any change still cooling. */
export interface Limit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Minor units (minutes for session limits); null: none in force. */
  amount: bigint | null;
  pending: { amount: bigint | null; effectiveAt: number } | null;
}

/** A pending change whose cooling period has run is the limit in force. */
export function limitAt(row: LimitRow, now: number): Limit {
  const due = row.pending_at !== null && Number(row.pending_at) <= now;
  const pendingAmount = row.pending_remove ? null : row.pending_amount;
  return {
    kind: row.kind,
    period: row.period,
    amount: due ? pendingAmount : row.amount,
    pending:
      row.pending_at !== null && !due ? { amount: pendingAmount, effectiveAt: Number(row.pending_at) } : null,
  };
}

export async function limitsOf(db: Queryable, memberId: number, now: number, kinds?: readonly LimitKind[]) {
  const rows = await db.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_remove, pending_at FROM rg_limits
     WHERE member_id = $1 ${kinds ? 'AND kind = ANY ($2::text[])' : ''} ORDER BY kind, period`,
    kinds ? [memberId, kinds] : [memberId],
  );
  return rows.map((row) => limitAt(row, now));
}

const validPeriod = (kind: LimitKind, period: LimitPeriod) =>
  kind === 'session' ? period === 'session' : period !== 'session';

/**
 * Sets, lowers, raises or removes one limit (amount null: remove). A new limit or a lower one
 * applies at once and drops any pending change; a higher one or a removal waits `coolingMs`
 * (RTS 12D; MGA PPD art. 4). One statement after a row lock, so two requests cannot interleave.
 */
export async function setLimit(
  db: Database,
  memberId: number,
  change: { kind: LimitKind; period: LimitPeriod; amount: bigint | null },
  now: number,
  coolingMs: number,
): Promise<Limit> {
  if (!validPeriod(change.kind, change.period)) fail('rgLimitInvalid', 'period does not fit the kind');
  if (change.amount !== null && change.amount <= 0n) fail('rgLimitInvalid', 'a limit must be above zero');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<LimitRow>(
      `SELECT kind, period, amount, pending_amount, pending_remove, pending_at FROM rg_limits
       WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
      [memberId, change.kind, change.period],
    );
    const current = row ? limitAt(row, now).amount : null;
    const tighter = change.amount !== null && (current === null || change.amount <= current);
    const values = tighter
      ? { amount: change.amount, pendingAmount: null, remove: false, at: null }
      : current === null
        ? { amount: null, pendingAmount: null, remove: false, at: null }
        : {
            amount: current,
            pendingAmount: change.amount,
            remove: change.amount === null,
            at: now + coolingMs,
          };
    const [saved] = await tx.query<LimitRow>(
      `INSERT INTO rg_limits (member_id, kind, period, amount, pending_amount, pending_remove, pending_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = EXCLUDED.amount,
         pending_amount = EXCLUDED.pending_amount, pending_remove = EXCLUDED.pending_remove,
         pending_at = EXCLUDED.pending_at, updated_at = EXCLUDED.updated_at
       RETURNING kind, period, amount, pending_amount, pending_remove, pending_at`,
      [
        memberId,
        change.kind,
        change.period,
        values.amount,
        values.pendingAmount,
        values.remove,
        values.at,
        now,
      ],
    );
    return limitAt(saved as LimitRow, now);
  });
}
