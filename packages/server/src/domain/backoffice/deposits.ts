import type { Context } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { decideDeposit, pendingDeposits } from '../money/deposits.ts';
import { csvCell } from './reports.ts';

export const depositQueue = (ctx: Context, merchant: string) => pendingDeposits(ctx.db, merchant);

/** What became of one deposit of a bulk decision: its new status, or why it was left as it was. */
export type DepositOutcome =
  | { depositId: number; done: true; status: string }
  | { depositId: number; done: false; errorCode: string };

/**
 * Decides several deposits, each in its own transaction (one refused, e.g. decided meanwhile by
 * another operator, leaves the others decided): the outcome of each, in the order asked.
 */
export async function decideDeposits(
  ctx: Context,
  merchant: string,
  ids: readonly number[],
  approve: boolean,
  remark?: string,
): Promise<DepositOutcome[]> {
  const outcomes: DepositOutcome[] = [];
  for (const depositId of new Set(ids)) {
    try {
      const deposit = await decideDeposit(ctx, merchant, depositId, approve, remark);
      outcomes.push({ depositId, done: true, status: deposit.status });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcomes.push({ depositId, done: false, errorCode: error.code });
    }
  }
  return outcomes;
}

interface ReconciliationRow {
  id: number;
  created_at: bigint;
  decided_at: bigint | null;
  username: string;
  channel: string;
  amount: bigint;
  bonus: bigint;
  status: string;
  remark: string | null;
}

const iso = (ms: bigint | null) => (ms === null ? '' : new Date(Number(ms)).toISOString());

/** Every deposit asked for in [from, to), for reconciliation with the payment channels' statements. */
export async function depositsCsv(ctx: Context, merchant: string, from: number, to: number): Promise<string> {
  const rows = await ctx.db.query<ReconciliationRow>(
    `SELECT d.id, d.created_at, d.decided_at, m.username, c.code AS channel, d.amount, d.bonus, d.status, d.remark
       FROM deposits d JOIN members m ON m.id = d.member_id JOIN payment_channels c ON c.id = d.channel_id
      WHERE d.merchant_code = $1 AND d.created_at >= $2 AND d.created_at < $3
      ORDER BY d.id`,
    [merchant, from, to],
  );
  const lines = [
    [
      'deposit_id',
      'created_at',
      'decided_at',
      'username',
      'channel',
      'amount_minor',
      'bonus_minor',
      'status',
      'remark',
    ],
    ...rows.map((row) => [
      String(row.id),
      iso(row.created_at),
      iso(row.decided_at),
      row.username,
      row.channel,
      String(row.amount),
      String(row.bonus),
      row.status,
      row.remark ?? '',
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
