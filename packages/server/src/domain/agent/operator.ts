import { type ContractKind, contractKinds } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import { memberByUsername } from '../members.ts';
import { grantHouseContract } from './contract-store.ts';
import { type DividendPeriod, dividendPeriodOf } from './periods.ts';
import { periodAt, settlePeriod } from './settlement.ts';
import { teamCte } from './team-sql.ts';

/**
 * The operator's agent commands (CLI and /__operator/agent/*): list contracts, grant a house
 * contract, settle one period by hand, show an agent's tree.
 */
export const agentUsage = `  pnpm --filter @playsite/server operator contracts [KIND]                 agent contracts, live first (KIND dividend|daily|hourly|realtime)
  pnpm --filter @playsite/server operator contract-grant USERNAME KIND RATE_BP   a house contract for a top agent
  pnpm --filter @playsite/server operator settle KIND DATE-TIME            pay the period holding that UTC time, e.g. settle daily 2026-05-01T00:00
  pnpm --filter @playsite/server operator agent-tree USERNAME              an agent's downline tree
  pnpm --filter @playsite/server operator dividend-period PERIOD           the brand's dividend period: week|halfMonth|month (halfMonth by default)`;

export function agentRequest(
  command: string,
  args: string[],
  merchant: string,
): [string, Record<string, unknown> | undefined] | undefined {
  const query = (extra: Record<string, string | undefined>) =>
    `?${new URLSearchParams({ merchant, ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v)) })}`;
  switch (command) {
    case 'contracts':
      return [`/__operator/agent/contracts${query({ kind: args[0] })}`, undefined];
    case 'contract-grant':
      return [
        '/__operator/agent/grant',
        { merchant, username: args[0], kind: args[1], rate: Number(args[2]) },
      ];
    case 'settle':
      return ['/__operator/agent/settle', { merchant, kind: args[0], at: args[1] }];
    case 'agent-tree':
      return [`/__operator/agent/tree${query({ username: args[0] })}`, undefined];
    case 'dividend-period':
      return ['/__operator/agent/dividend-period', { merchant, period: args[0] }];
    default:
      return undefined;
  }
}

export const kindOf = (text: unknown): ContractKind =>
  (contractKinds as readonly unknown[]).includes(text)
    ? (text as ContractKind)
    : fail('paramInvalid', 'kind');

export async function listContracts(ctx: Context, merchant: string, kind?: ContractKind) {
  const rows = await ctx.db.query<Record<string, unknown>>(
    `SELECT c.id, c.kind, h.username AS holder, coalesce(g.username, '(house)') AS upline, c.rate, c.status,
       c.tiers, c.created_at, c.accepted_at, c.ended_at
     FROM agent_contracts c JOIN members h ON h.id = c.member_id LEFT JOIN members g ON g.id = c.upline_id
     WHERE c.merchant_code = $1 AND ($2::text IS NULL OR c.kind = $2)
     ORDER BY c.status IN ('offered', 'active') DESC, c.id DESC LIMIT 500`,
    [merchant, kind ?? null],
  );
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
    ),
  );
}

export async function grantByUsername(
  ctx: Context,
  merchant: string,
  input: { username?: unknown; kind?: unknown; rate?: unknown },
) {
  const member = await memberByUsername(ctx.db, merchant, String(input.username ?? ''));
  if (!member) return fail('userNotExist');
  const rate = Number(input.rate);
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) return fail('paramInvalid', 'rate');
  const id = await grantHouseContract(
    ctx.db,
    merchant,
    member.id,
    kindOf(input.kind),
    [{ rate, profitRate: rate }],
    ctx.clock.now(),
  );
  return { contractId: id };
}

export async function settleByHand(ctx: Context, merchant: string, input: { kind?: unknown; at?: unknown }) {
  const kind = kindOf(input.kind);
  const text = String(input.at ?? '');
  const at = /^\d+$/.test(text) ? Number(text) : Date.parse(text.endsWith('Z') ? text : `${text}Z`);
  if (Number.isNaN(at)) return fail('paramInvalid', 'at');
  const period = await periodAt(ctx, merchant, kind, at);
  if (period.end > ctx.clock.now()) return fail('paramInvalid', 'the period has not ended');
  const result = await settlePeriod(ctx, merchant, kind, period);
  return {
    kind,
    periodStart: new Date(period.start).toISOString(),
    periodEnd: new Date(period.end).toISOString(),
    ...result,
    amount: Number(result.amount),
  };
}

const dividendPeriods: readonly DividendPeriod[] = ['week', 'halfMonth', 'month'];

/**
 * Sets the brand's dividend period. Periods already paid stay paid; the next pass settles the
 * closed periods of the new length (payout rows are keyed by contract and period start).
 */
export async function setDividendPeriod(ctx: Context, merchant: string, input: { period?: unknown }) {
  const period = dividendPeriods.find((one) => one === input.period);
  if (!period) return fail('paramInvalid', 'period');
  await ctx.db.query(
    `INSERT INTO agent_settings (merchant_code, dividend_period) VALUES ($1, $2)
     ON CONFLICT (merchant_code) DO UPDATE SET dividend_period = excluded.dividend_period`,
    [merchant, period],
  );
  return { dividendPeriod: await dividendPeriodOf(ctx.db, merchant) };
}

/** The agent's downline as an indented outline (level, username, type). */
export async function agentTree(ctx: Context, merchant: string, username: string) {
  const root = await memberByUsername(ctx.db, merchant, username);
  if (!root) return fail('userNotExist');
  const rows = await ctx.db.query<{
    id: number;
    level: number;
    username: string;
    customer_type: number;
    upline_id: number;
  }>(
    `${teamCte('$1')} SELECT m.id, t.level, m.username, m.customer_type, m.upline_id
     FROM team t JOIN members m ON m.id = t.id ORDER BY t.level, m.id LIMIT 5000`,
    [root.id],
  );
  const children = new Map<number, typeof rows>();
  for (const row of rows) children.set(row.upline_id, [...(children.get(row.upline_id) ?? []), row]);
  const lines = [`${root.username} (type ${root.customer_type})`];
  const walk = (id: number, depth: number) => {
    for (const child of children.get(id) ?? []) {
      lines.push(`${'  '.repeat(depth)}${child.username} (type ${child.customer_type})`);
      walk(child.id, depth + 1);
    }
  };
  walk(root.id, 1);
  return { members: rows.length, tree: lines };
}
