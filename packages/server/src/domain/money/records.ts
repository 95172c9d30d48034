import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { realWalletSql, vendorWallets } from './accounts.ts';
import { pageOf, paging } from './requests.ts';

const dayMs = 86_400_000;

/** yyyy-MM-dd (UTC) → epoch ms of its midnight; undefined when absent; refuses impossible dates. */
export function dayStart(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
    return fail('paramInvalid', 'invalid date');
  return ms;
}
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const walletName = (accountTypeId: number) =>
  accountTypeId === 0
    ? 'main'
    : (vendorWallets.find((w) => w.accountTypeId === accountTypeId)?.accountTypeName ??
      String(accountTypeId));

/** ODSFE2_MemTransDet: every ledger entry of the member's wallets, newest first. */
export async function memberTransactions(
  db: Queryable,
  memberId: number,
  input: {
    pageNo?: number | undefined;
    pageSize?: number | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    transType?: string | undefined;
  },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const from = dayStart(input.startDate) ?? 0;
  const end = dayStart(input.endDate);
  const to = end === undefined ? Number.MAX_SAFE_INTEGER : end + dayMs;
  const params: unknown[] = [memberId, from, to];
  let filter = '';
  if (input.transType) {
    params.push(input.transType);
    filter = `AND t.kind = $${params.length}`;
  }
  const base = `FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.member_id = $1 AND ${realWalletSql} AND t.created_at >= $2 AND t.created_at < $3 ${filter}`;
  const rows = await db.query<{
    id: number;
    kind: string;
    amount: bigint;
    balance_after: bigint;
    memo: string;
    created_at: bigint;
    account_type_id: number;
  }>(
    `SELECT e.id, t.kind, e.amount, e.balance_after, t.memo, t.created_at, a.account_type_id ${base}
     ORDER BY e.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, offset],
  );
  const total = await db.query<{ count: bigint }>(`SELECT count(*)::bigint AS count ${base}`, params);
  const list = rows.map((row) => ({
    id: row.id,
    transType: row.kind,
    changed: Number(row.amount),
    balance: Number(row.balance_after),
    remark: row.memo,
    createTime: Number(row.created_at),
    wallet: walletName(row.account_type_id),
  }));
  return pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

type Figure = 'deposit' | 'withdrawal' | 'bet' | 'payout' | 'bonus' | 'rebate';
const figureNames: Figure[] = ['deposit', 'withdrawal', 'bet', 'payout', 'bonus', 'rebate'];

/** Which figure a member entry counts towards (sign as the member sees it). */
function figureOf(kind: string, amount: bigint): [Figure, bigint] | undefined {
  if (kind === 'deposit') return ['deposit', amount];
  if (kind.startsWith('withdrawal')) return ['withdrawal', -amount];
  if (kind.startsWith('game.')) return amount < 0n ? ['bet', -amount] : ['payout', amount];
  if (kind === 'deposit.bonus' || kind === 'reward' || kind === 'mission' || kind === 'referral')
    return ['bonus', amount];
  if (kind === 'rebate') return ['rebate', amount];
  return undefined;
}

const emptyFigures = () =>
  Object.fromEntries(figureNames.map((name) => [name, 0n])) as Record<Figure, bigint>;

const wire = (figures: Record<Figure, bigint>) => ({
  deposit: Number(figures.deposit),
  withdrawal: Number(figures.withdrawal),
  bet: Number(figures.bet),
  payout: Number(figures.payout),
  bonus: Number(figures.bonus),
  rebate: Number(figures.rebate),
  profit: Number(figures.payout - figures.bet + figures.bonus + figures.rebate),
});

/**
 * Personal profit and loss per UTC day, from the ledger (game kinds game.bet / game.win /
 * game.round / game.refund are the rounds' money; the ledger is the truth the rounds settle into).
 */
export async function personalProfit(
  ctx: Context,
  memberId: number,
  input: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = Math.floor(ctx.clock.now() / dayMs) * dayMs;
  const end = dayStart(input.endDate) ?? today;
  const start = dayStart(input.startDate) ?? end - 6 * dayMs;
  if (start > end || (end - start) / dayMs > 92) return fail('paramInvalid', 'date range');
  const rows = await ctx.db.query<{ day: number; kind: string; positive: boolean; total: bigint }>(
    `SELECT floor(t.created_at / ${dayMs})::integer AS day, t.kind, e.amount > 0 AS positive, sum(e.amount)::bigint AS total
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND ${realWalletSql} AND t.created_at >= $2 AND t.created_at < $3
     GROUP BY 1, 2, 3`,
    [memberId, start, end + dayMs],
  );
  const days = new Map<number, Record<Figure, bigint>>();
  for (let day = start; day <= end; day += dayMs) days.set(day / dayMs, emptyFigures());
  const totals = emptyFigures();
  for (const row of rows) {
    const figure = figureOf(row.kind, row.total);
    const bucket = days.get(row.day);
    if (!figure || !bucket) continue;
    bucket[figure[0]] += figure[1];
    totals[figure[0]] += figure[1];
  }
  return {
    startDate: dayText(start),
    endDate: dayText(end),
    totals: wire(totals),
    days: [...days].map(([day, figures]) => ({ date: dayText(day * dayMs), ...wire(figures) })),
  };
}

const bonusTypes: Record<string, 'deposit' | 'rebate' | 'reward' | 'mission' | 'referral'> = {
  'deposit.bonus': 'deposit',
  rebate: 'rebate',
  reward: 'reward',
  mission: 'mission',
  referral: 'referral',
};

export async function bonusDetails(
  db: Queryable,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const base = `FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id WHERE a.member_id = $1 AND ${realWalletSql} AND t.kind = ANY($2)`;
  const kinds = Object.keys(bonusTypes);
  const rows = await db.query<{ id: number; kind: string; memo: string; amount: bigint; created_at: bigint }>(
    `SELECT e.id, t.kind, t.memo, e.amount, t.created_at ${base} ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
    [memberId, kinds, pageSize, offset],
  );
  const total = await db.query<{ count: bigint; amount: bigint | null }>(
    `SELECT count(*)::bigint AS count, sum(e.amount)::bigint AS amount ${base}`,
    [memberId, kinds],
  );
  const list = rows.map((row) => ({
    id: row.id,
    bonusType: bonusTypes[row.kind] ?? ('other' as const),
    title: row.memo,
    amount: Number(row.amount),
    createTime: Number(row.created_at),
  }));
  return {
    ...pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize),
    totalAmount: Number(total[0]?.amount ?? 0n),
  };
}
