import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
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

interface Scope {
  ids: number[];
  start: number;
  end: number;
  days: number[];
}

type Part = Figures & { username: string; game_type: string };
type Paging = { pageSize: number; offset: number };

const sumsSql = 'bigint_sum(d.bets) AS bets, bigint_sum(d.stake) AS stake, bigint_sum(d.win) AS win';
/** The page's rows: one per member and category, or per member (game_type NULL). */
const rowKey = (byCategory: boolean) => (byCategory ? 'd.game_type' : 'NULL::text AS game_type');

/**
 * The per-category sums and, in the row whose game_type is NULL (ROLLUP's total), the number of
 * page rows: cells (member × category), or members with rounds. The range's rollup rows are read
 * once and summed per cell, and the cells per category.
 */
async function teamSums(db: Queryable, scope: Scope, byCategory: boolean) {
  const rows = await db.query<Figures & { game_type: string | null; n: bigint }>(
    `SELECT game_type, bigint_sum(bets) AS bets, bigint_sum(stake) AS stake, bigint_sum(win) AS win,
       ${byCategory ? 'count(*)' : 'count(DISTINCT member_id)'} AS n
     FROM (SELECT d.member_id, d.game_type, ${sumsSql} FROM ${memberDaysSql} GROUP BY 1, 2) c GROUP BY ROLLUP (game_type)`,
    [scope.ids, scope.start, scope.end],
  );
  const categories = rows
    .filter((row): row is typeof row & { game_type: string } => row.game_type !== null)
    .sort((a, b) => (a.game_type < b.game_type ? -1 : a.game_type > b.game_type ? 1 : 0));
  return { categories, total: Number(rows.find((row) => row.game_type === null)?.n ?? 0n) };
}

/**
 * How far a page walks the team: at most `members` members and `probes` member-day probes
 * (pnpm bench:agents: 52 members walked for the first page, 3.7 ms; 655 for row 3,000, 11 ms).
 * Beyond that, or when the walk comes up short, the page joins every cell instead.
 */
export const pageWalk = { members: 1_000, probes: 10_000 };

/**
 * The page from the first `members` team members by username, each member's cells read by key
 * (one probe per day). Exact when those members hold the page's last row, or are the whole team:
 * a member without rounds in the range has no row, so a caller checks the number of rows.
 */
const walkedPage = (db: Queryable, scope: Scope, byCategory: boolean, page: Paging, members: number) =>
  db.query<Part>(
    `SELECT t.username, c.game_type, c.bets, c.stake, c.win
     FROM (SELECT id, username FROM members WHERE id = ANY($1::integer[]) ORDER BY username LIMIT $3) t
     CROSS JOIN LATERAL (SELECT ${rowKey(byCategory)}, ${sumsSql} FROM agent_member_days d
       WHERE d.day = ANY($2::integer[]) AND d.member_id = t.id AND d.bets > 0 GROUP BY 1) c
     ORDER BY t.username, c.game_type LIMIT $4 OFFSET $5`,
    [scope.ids, scope.days, members, page.pageSize, page.offset],
  );

/** The page from every cell of the range, joined to members for their order. */
const joinedPage = (db: Queryable, scope: Scope, byCategory: boolean, page: Paging) =>
  db.query<Part>(
    `SELECT m.username, c.game_type, c.bets, c.stake, c.win
     FROM (SELECT d.member_id, ${rowKey(byCategory)}, ${sumsSql} FROM ${memberDaysSql} GROUP BY 1, 2) c
     JOIN members m ON m.id = c.member_id ORDER BY m.username, c.game_type LIMIT $4 OFFSET $5`,
    [scope.ids, scope.start, scope.end, page.pageSize, page.offset],
  );

/**
 * The team's settled real rounds over a date range (by settlement time, UTC days), grouped by
 * member (`byCategory` false) or by member and game category, with totals and per-category sums.
 * Every figure is a plain sum of game_rounds' stakes and wins, the amounts the ledger moved, read
 * from their per-member daily rollup (migration 022, kept equal to game_rounds by triggers).
 * The sums and the page are separate statements: the sums read every rollup row of the range
 * once; the page walks the first members by username and reads only their cells, falling back to
 * joining every cell to members when that walk is too long or comes up short (pnpm bench:agents,
 * a 10,000-member team and 145,109 rollup rows: materializing the 49,689 cells to answer page and
 * sums from one statement, and joining them all to members, were over a third of its time).
 */
async function teamRounds(ctx: Context, agentId: number, input: RoundsInput, byCategory: boolean) {
  const range = dateRange(ctx.clock.now(), input);
  const { pageNo, pageSize, offset } = paging(input);
  const { ids } = await teamIds(ctx.db, agentId, input.account);
  const start = range.start / dayMs;
  const end = range.end / dayMs;
  const scope = { ids, start, end, days: Array.from({ length: end - start }, (_, day) => start + day) };
  const members = Math.min(pageWalk.members, Math.floor(pageWalk.probes / scope.days.length));
  const [sums, walked] = await Promise.all([
    teamSums(ctx.db, scope, byCategory),
    walkedPage(ctx.db, scope, byCategory, { pageSize, offset }, members),
  ]);
  const expected = Math.min(pageSize, Math.max(0, sums.total - offset));
  const whole = walked.length >= expected || ids.length <= members;
  const rows = whole ? walked : await joinedPage(ctx.db, scope, byCategory, { pageSize, offset });
  const totals = sums.categories.reduce(
    (sum, row) => ({
      bets: sum.bets + row.bets,
      stake: (sum.stake ?? 0n) + (row.stake ?? 0n),
      win: (sum.win ?? 0n) + (row.win ?? 0n),
    }),
    { bets: 0n, stake: 0n, win: 0n } as Figures,
  );
  return {
    rows,
    page: { pageNo, pageSize, total: sums.total },
    startDate: range.startDate,
    endDate: range.endDate,
    totals: wire(totals),
    categories: sums.categories.map((row) => ({ gameType: row.game_type, ...wire(row) })),
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
