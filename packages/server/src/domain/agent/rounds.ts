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
 * One statement reads the range's rounds once (per member and category), and answers the page,
 * the number of rows and the per-category sums from that (pnpm bench:agents: a 10,000-member team).
 */
async function teamRounds(ctx: Context, agentId: number, input: RoundsInput, byCategory: boolean) {
  const range = dateRange(ctx.clock.now(), input);
  const { pageNo, pageSize, offset } = paging(input);
  const groups = byCategory ? 'username, game_type' : 'username';
  const listed = byCategory
    ? 'SELECT username, game_type, bets, stake, win FROM cells'
    : `SELECT username, NULL::text AS game_type, sum(bets)::bigint AS bets, sum(stake)::bigint AS stake,
         sum(win)::bigint AS win FROM cells GROUP BY username`;
  const parts = await ctx.db.query<
    Figures & { part: 'row' | 'count' | 'category'; username: string; game_type: string; ord: bigint }
  >(
    `${teamCte('$1')}, picked AS (
       SELECT m.id, m.username FROM team JOIN members m ON m.id = team.id WHERE m.username_key LIKE $4),
     cells AS MATERIALIZED (
       SELECT p.username, c.game_type, c.bets, c.stake, c.win FROM picked p JOIN (
         SELECT r.member_id, r.game_type, count(*)::bigint AS bets, sum(r.stake)::bigint AS stake, sum(r.win)::bigint AS win
         FROM game_rounds r WHERE ${settledRealSql} AND r.settled_at >= $2 AND r.settled_at < $3
           AND r.member_id IN (SELECT id FROM picked)
         GROUP BY r.member_id, r.game_type) c ON c.member_id = p.id),
     listed AS (${listed}),
     page AS (SELECT * FROM listed ORDER BY ${groups} LIMIT $6 OFFSET $5)
     SELECT 'row' AS part, username, game_type, bets, stake, win, row_number() OVER (ORDER BY ${groups}) AS ord FROM page
     UNION ALL SELECT 'count', NULL, NULL, count(*)::bigint, NULL, NULL, 0 FROM listed
     UNION ALL SELECT 'category', NULL, game_type, sum(bets)::bigint, sum(stake)::bigint, sum(win)::bigint, 0
       FROM cells GROUP BY game_type`,
    [agentId, range.start, range.end, likePrefix(input.account), offset, pageSize],
  );
  const rows = parts.filter((part) => part.part === 'row').sort((a, b) => Number(a.ord - b.ord));
  const total = Number(parts.find((part) => part.part === 'count')?.bets ?? 0n);
  const categories = parts
    .filter((part) => part.part === 'category')
    .sort((a, b) => (a.game_type < b.game_type ? -1 : a.game_type > b.game_type ? 1 : 0));
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
    page: { pageNo, pageSize, total },
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
