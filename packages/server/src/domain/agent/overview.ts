import type { Context } from '../../context.ts';
import { dateRange, dayMs, dayText, memberDaysSql, teamIds } from './team-sql.ts';

interface DayFigures {
  newMembers: number;
  activeMembers: number;
  deposits: bigint;
  withdrawals: bigint;
  validBet: bigint;
  profitLoss: bigint;
}

const emptyDay = (): DayFigures => ({
  newMembers: 0,
  activeMembers: 0,
  deposits: 0n,
  withdrawals: 0n,
  validBet: 0n,
  profitLoss: 0n,
});

const wire = (figures: DayFigures) => ({
  ...figures,
  deposits: Number(figures.deposits),
  withdrawals: Number(figures.withdrawals),
  validBet: Number(figures.validBet),
  profitLoss: Number(figures.profitLoss),
});

/** Monday 00:00 UTC of the week holding `now`. */
const weekStart = (now: number) => {
  const today = Math.floor(now / dayMs) * dayMs;
  return today - ((new Date(today).getUTCDay() + 6) % 7) * dayMs;
};

const monthStart = (now: number) => {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/**
 * The team's figures over a date range (per UTC day for the chart, and in total) and the agent's
 * income today, this week and this month. Active members are counted over the whole range (a
 * member active on two days counts once in the total).
 */
export async function agentOverview(
  ctx: Context,
  agentId: number,
  input: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const now = ctx.clock.now();
  const range = dateRange(now, input);
  // The team is read once (its ids as one integer[], teamIds) and every statement takes it.
  const team = await teamIds(ctx.db, agentId);
  const params = [team.ids, range.start, range.end];
  const day = (column: string) => `floor(${column} / ${dayMs})::integer`;
  const [joined, rounds, deposits, withdrawals, income] = await Promise.all([
    ctx.db.query<{ day: number; n: bigint }>(
      `SELECT ${day('m.created_at')} AS day, count(*)::bigint AS n FROM members m
       WHERE m.id = ANY($1::integer[]) AND m.created_at >= $2 AND m.created_at < $3 GROUP BY 1`,
      params,
    ),
    // Per day and, in the row whose day is NULL, over the whole range (active members counted once),
    // from the rounds' per-member daily rollup (migration 022: always equal to game_rounds' sums),
    // read in key order (day, member): each member's day is summed as it streams past, unsorted.
    ctx.db.query<{ day: number | null; stake: bigint; win: bigint; players: bigint }>(
      `WITH member_days AS MATERIALIZED (
         SELECT d.day, d.member_id, bigint_sum(d.stake) AS stake, bigint_sum(d.win) AS win
         FROM ${memberDaysSql} GROUP BY d.day, d.member_id)
       SELECT day, bigint_sum(stake) AS stake, bigint_sum(win) AS win, count(*)::bigint AS players
       FROM member_days GROUP BY day
       UNION ALL
       SELECT NULL, NULL, NULL, count(*)::bigint FROM (SELECT member_id FROM member_days GROUP BY member_id) active`,
      [team.ids, range.start / dayMs, range.end / dayMs],
    ),
    ctx.db.query<{ day: number; total: bigint }>(
      `SELECT ${day('d.decided_at')} AS day, sum(d.amount)::bigint AS total FROM deposits d
       WHERE d.member_id = ANY($1::integer[]) AND d.status = 'approved' AND d.decided_at >= $2 AND d.decided_at < $3
       GROUP BY 1`,
      params,
    ),
    ctx.db.query<{ day: number; total: bigint }>(
      `SELECT ${day('w.decided_at')} AS day, sum(w.amount)::bigint AS total FROM withdrawals w
       WHERE w.member_id = ANY($1::integer[]) AND w.status = 'paid' AND w.decided_at >= $2 AND w.decided_at < $3
       GROUP BY 1`,
      params,
    ),
    ctx.db.query<{ today: bigint | null; week: bigint | null; month: bigint | null }>(
      `SELECT sum(amount) FILTER (WHERE created_at >= $2::bigint)::bigint AS today,
         sum(amount) FILTER (WHERE created_at >= $3::bigint)::bigint AS week,
         sum(amount) FILTER (WHERE created_at >= $4::bigint)::bigint AS month
       FROM agent_payouts WHERE member_id = $1 AND created_at >= least($2::bigint, $3::bigint, $4::bigint)`,
      [agentId, Math.floor(now / dayMs) * dayMs, weekStart(now), monthStart(now)],
    ),
  ]);
  const days = new Map<number, DayFigures>();
  for (let at = range.start; at < range.end; at += dayMs) days.set(at / dayMs, emptyDay());
  const bucket = (index: number) => days.get(index) ?? emptyDay();
  for (const row of joined) bucket(row.day).newMembers = Number(row.n);
  for (const row of rounds) {
    if (row.day === null) continue;
    const figures = bucket(row.day);
    figures.validBet = row.stake;
    figures.profitLoss = row.win - row.stake;
    figures.activeMembers = Number(row.players);
  }
  for (const row of deposits) bucket(row.day).deposits = row.total;
  for (const row of withdrawals) bucket(row.day).withdrawals = row.total;
  const totals = emptyDay();
  for (const figures of days.values()) {
    totals.newMembers += figures.newMembers;
    totals.deposits += figures.deposits;
    totals.withdrawals += figures.withdrawals;
    totals.validBet += figures.validBet;
    totals.profitLoss += figures.profitLoss;
  }
  totals.activeMembers = Number(rounds.find((row) => row.day === null)?.players ?? 0n);
  const earned = income[0];
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: team.ids.length,
    directMembers: team.direct,
    ...wire(totals),
    income: {
      today: Number(earned?.today ?? 0n),
      week: Number(earned?.week ?? 0n),
      month: Number(earned?.month ?? 0n),
    },
    days: [...days].map(([index, figures]) => ({ date: dayText(index * dayMs), ...wire(figures) })),
  };
}
