import type { Queryable } from '../../db/database.ts';
import { ApiError, fail } from '../../errors.ts';
import { agentTypes, trialType } from '../members.ts';
import { dayStart } from '../money/records.ts';
import type { SessionMember } from '../sessions.ts';

/**
 * An agent's team is every member below it through the upline links (members.upline_id): level 1
 * its direct downline, level 2 theirs, and so on. Trial accounts are never in a team.
 */
export const teamCte = (rootParam: string) => `WITH RECURSIVE team (id, level) AS (
    SELECT id, 1 FROM members WHERE upline_id = ${rootParam} AND customer_type <> ${trialType}
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE m.customer_type <> ${trialType}
  )`;

/**
 * The team's member ids (trial accounts excluded) whose username starts with `account`
 * (likePrefix), as one array, and how many of them are its direct downline. The statements that
 * read the rounds' rollup take them as one integer[] parameter, which the planner checks against
 * a hash of the values while it reads the rollup's day range in key order (day, member). Joined
 * to the recursive team instead (estimated at 100 times its size) the range's rows were hashed
 * twice or sorted (pnpm bench:agents, EXPLAIN ANALYZE).
 */
export async function teamIds(db: Queryable, agentId: number, account?: string) {
  const prefix = likePrefix(account);
  // Without a prefix every member matches: the team is not joined to members again.
  const named = prefix === '%' ? '' : 'JOIN members m ON m.id = team.id WHERE m.username_key LIKE $2';
  const [row] = await db.query<{ ids: number[]; direct: bigint }>(
    `${teamCte('$1')} SELECT coalesce(array_agg(team.id), '{}') AS ids,
       count(*) FILTER (WHERE team.level = 1)::bigint AS direct
     FROM team ${named}`,
    named ? [agentId, prefix] : [agentId],
  );
  return { ids: row?.ids ?? [], direct: Number(row?.direct ?? 0n) };
}

/**
 * The per-member, per-day and per-category sums of settled real rounds (agent_member_days,
 * migration 022, kept by triggers on game_rounds) of the members `$1` (integer[], teamIds)
 * from day `$2` to before day `$3` (UTC day numbers, epoch ms / dayMs): `FROM ${memberDaysSql}`,
 * alias d. Cells emptied by a deletion are skipped. Sum them with bigint_sum (migration 023).
 */
export const memberDaysSql =
  'agent_member_days d WHERE d.day >= $2 AND d.day < $3 AND d.bets > 0 AND d.member_id = ANY($1::integer[])';

/** Settled real-money rounds: the bets every team figure counts. */
export const settledRealSql = "r.status = 'settled' AND r.mode = 'real'";

/** The agent centre is for agents: a trial account is refused first, then anyone else. */
export function agentOf(session: SessionMember): number {
  if (session.customerType === trialType) throw new ApiError('trialRefused');
  if (!(agentTypes as readonly number[]).includes(session.customerType)) fail('agentOnly');
  return session.memberId;
}

export const isAgentType = (type: number) => (agentTypes as readonly number[]).includes(type);

/** The member's level below the agent, or undefined when it is not in the agent's team. */
export async function levelInTeam(db: Queryable, agentId: number, memberId: number) {
  const rows = await db.query<{ level: number }>(`${teamCte('$1')} SELECT level FROM team WHERE id = $2`, [
    agentId,
    memberId,
  ]);
  return rows[0]?.level;
}

export const dayMs = 86_400_000;
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** yyyy-MM-dd bounds (both included, UTC) as [start, end) epoch ms; the last 7 days by default, 92 at most. */
export function dateRange(
  now: number,
  input: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = Math.floor(now / dayMs) * dayMs;
  const last = dayStart(input.endDate) ?? today;
  const start = dayStart(input.startDate) ?? last - 6 * dayMs;
  if (start > last || (last - start) / dayMs > 92) return fail('paramInvalid', 'date range');
  return { start, end: last + dayMs, startDate: dayText(start), endDate: dayText(last) };
}

/** A username prefix for LIKE, wildcards escaped. */
export const likePrefix = (text: string | undefined) =>
  text?.trim()
    ? `${text
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : '%';
