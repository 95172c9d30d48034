import type { Context } from '../../context.ts';
import { pageOf, paging } from '../money/requests.ts';
import { dateRange, likePrefix, settledRealSql, teamCte } from './team-sql.ts';

interface Figures {
  bets: bigint;
  stake: bigint | null;
  win: bigint | null;
}

const wire = (row: Figures) => {
  const stake = row.stake ?? 0n;
  const win = row.win ?? 0n;
  return {
    bets: Number(row.bets),
    validBet: Number(stake),
    win: Number(win),
    profitLoss: Number(win - stake),
  };
};

type RoundsInput = {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  account?: string | undefined;
};

/**
 * The team's settled real rounds over a date range (by settlement time, UTC days), grouped by
 * member (`byCategory` false) or by member and game category, with totals and per-category sums.
 * Every figure is a plain sum of game_rounds' stakes and wins, the amounts the ledger moved.
 */
async function teamRounds(ctx: Context, agentId: number, input: RoundsInput, byCategory: boolean) {
  const range = dateRange(ctx.clock.now(), input);
  const { pageNo, pageSize, offset } = paging(input);
  const params = [agentId, range.start, range.end, likePrefix(input.account)];
  const from = `${teamCte('$1')}, picked AS (
      SELECT m.username, r.game_type, r.stake, r.win FROM team JOIN members m ON m.id = team.id
      JOIN game_rounds r ON r.member_id = team.id
      WHERE ${settledRealSql} AND r.settled_at >= $2 AND r.settled_at < $3 AND m.username_key LIKE $4)`;
  const sums = 'count(*)::bigint AS bets, sum(stake)::bigint AS stake, sum(win)::bigint AS win';
  const groups = byCategory ? 'username, game_type' : 'username';
  const [rows, count, categories] = await Promise.all([
    ctx.db.query<Figures & { username: string; game_type: string }>(
      `${from} SELECT ${groups}, ${sums} FROM picked GROUP BY ${groups} ORDER BY ${groups} LIMIT $5 OFFSET $6`,
      [...params, pageSize, offset],
    ),
    ctx.db.query<{ n: bigint }>(
      `${from} SELECT count(*)::bigint AS n FROM (SELECT 1 FROM picked GROUP BY ${groups}) g`,
      params,
    ),
    ctx.db.query<Figures & { game_type: string }>(
      `${from} SELECT game_type, ${sums} FROM picked GROUP BY game_type ORDER BY game_type`,
      params,
    ),
  ]);
  const totals = categories.reduce(
    (sum, row) => ({
      bets: sum.bets + row.bets,
      stake: (sum.stake ?? 0n) + (row.stake ?? 0n),
      win: (sum.win ?? 0n) + (row.win ?? 0n),
    }),
    { bets: 0n, stake: 0n, win: 0n } as Figures,
  );
  return {
    rows,
    page: { pageNo, pageSize, total: Number(count[0]?.n ?? 0n) },
    startDate: range.startDate,
    endDate: range.endDate,
    totals: wire(totals),
    categories: categories.map((row) => ({ gameType: row.game_type, ...wire(row) })),
  };
}

/** Team betting: one row per member and game category. */
export async function agentTeamBetting(ctx: Context, agentId: number, input: RoundsInput) {
  const { rows, page, ...rest } = await teamRounds(ctx, agentId, input, true);
  const list = rows.map((row) => ({ account: row.username, gameType: row.game_type, ...wire(row) }));
  return { ...pageOf(list, page.total, page.pageNo, page.pageSize), ...rest };
}

/** User profit and loss: one row per member, every category together. */
export async function agentProfitLoss(ctx: Context, agentId: number, input: RoundsInput) {
  const { rows, page, ...rest } = await teamRounds(ctx, agentId, input, false);
  const list = rows.map((row) => ({ account: row.username, ...wire(row) }));
  return { ...pageOf(list, page.total, page.pageNo, page.pageSize), ...rest };
}
