import type { Context } from '../../context.ts';
import { pageOf, paging } from '../money/requests.ts';
import { dateRange, dayMs, memberDaysSql, teamIds } from './team-sql.ts';

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
 * Every figure is a plain sum of game_rounds' stakes and wins, the amounts the ledger moved, read
 * from their per-member daily rollup (migration 022, kept equal to game_rounds by triggers). One
 * statement sums the range's cells once (per member and category) and answers the page, the
 * number of rows and the per-category sums from that (pnpm
 * bench:agents: a 10,000-member team, 145,109 rollup rows instead of 200,332 rounds read member
 * by member).
 */
async function teamRounds(ctx: Context, agentId: number, input: RoundsInput, byCategory: boolean) {
  const range = dateRange(ctx.clock.now(), input);
  const { pageNo, pageSize, offset } = paging(input);
  const { ids } = await teamIds(ctx.db, agentId, input.account);
  const groups = byCategory ? 'username, game_type' : 'username';
  const listed = byCategory
    ? 'SELECT member_id, game_type, bets, stake, win FROM cells'
    : `SELECT member_id, NULL::text AS game_type, bigint_sum(bets) AS bets, bigint_sum(stake) AS stake,
         bigint_sum(win) AS win FROM cells GROUP BY member_id`;
  const parts = await ctx.db.query<
    Figures & { part: 'row' | 'count' | 'category'; username: string; game_type: string; ord: bigint }
  >(
    `WITH cells AS MATERIALIZED (
       SELECT d.member_id, d.game_type, bigint_sum(d.bets) AS bets, bigint_sum(d.stake) AS stake,
         bigint_sum(d.win) AS win
       FROM ${memberDaysSql} GROUP BY d.member_id, d.game_type),
     listed AS (${listed}),
     page AS (SELECT m.username, l.game_type, l.bets, l.stake, l.win FROM listed l JOIN members m ON m.id = l.member_id
       ORDER BY ${groups} LIMIT $5 OFFSET $4)
     SELECT 'row' AS part, username, game_type, bets, stake, win, row_number() OVER (ORDER BY ${groups}) AS ord FROM page
     UNION ALL SELECT 'count', NULL, NULL, count(*)::bigint, NULL, NULL, 0 FROM listed
     UNION ALL SELECT 'category', NULL, game_type, bigint_sum(bets), bigint_sum(stake), bigint_sum(win), 0
       FROM cells GROUP BY game_type`,
    [ids, range.start / dayMs, range.end / dayMs, offset, pageSize],
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
