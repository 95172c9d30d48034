import type { ContractKind } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { pageOf, paging } from '../money/requests.ts';
import { dateRange } from './team-sql.ts';

/** Every payout the agent received under its contracts, newest first, by kind and payment date. */
export async function agentIncome(
  ctx: Context,
  agentId: number,
  input: {
    pageNo?: number | undefined;
    pageSize?: number | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    kind?: ContractKind | undefined;
  },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const range = dateRange(ctx.clock.now(), input);
  const params: unknown[] = [agentId, range.start, range.end];
  let filter = '';
  if (input.kind) {
    params.push(input.kind);
    filter = `AND kind = $${params.length}`;
  }
  const where = `FROM agent_payouts WHERE member_id = $1 AND amount > 0 AND created_at >= $2 AND created_at < $3 ${filter}`;
  const [rows, total] = await Promise.all([
    ctx.db.query<{
      id: number;
      kind: ContractKind;
      period_start: bigint;
      period_end: bigint;
      base: bigint;
      rate: number;
      amount: bigint;
      created_at: bigint;
    }>(
      `SELECT id, kind, period_start, period_end, base, rate, amount, created_at ${where}
       ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    ),
    ctx.db.query<{ n: bigint; amount: bigint | null }>(
      `SELECT count(*)::bigint AS n, sum(amount)::bigint AS amount ${where}`,
      params,
    ),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    periodStart: Number(row.period_start),
    periodEnd: Number(row.period_end),
    base: Number(row.base),
    rate: row.rate,
    amount: Number(row.amount),
    createTime: Number(row.created_at),
  }));
  return {
    ...pageOf(list, Number(total[0]?.n ?? 0n), pageNo, pageSize),
    totalAmount: Number(total[0]?.amount ?? 0n),
  };
}
