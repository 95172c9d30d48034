import type { ContractKind } from '@playsite/api/contract';
import type { Queryable } from '../../db/database.ts';
import { trialType } from '../members.ts';
import type { Period } from './periods.ts';
import { settledRealSql, teamCte } from './team-sql.ts';

export interface TeamFigures {
  /** Sum of the counted rounds' stakes. */
  validBet: bigint;
  /** Sum of their wins (gross, stake included). */
  win: bigint;
  /** Members with at least one counted round. */
  activeMembers: number;
}

/**
 * The holder's team's settled real rounds in a period (by settlement time), counting only stakes
 * of at least `minSingleBet`. The holder's own bets are not its team's.
 */
export async function teamFigures(
  db: Queryable,
  holderId: number,
  period: Period,
  minSingleBet: bigint,
): Promise<TeamFigures> {
  const rows = await db.query<{ stake: bigint | null; win: bigint | null; players: bigint }>(
    `${teamCte('$1')} SELECT sum(r.stake)::bigint AS stake, sum(r.win)::bigint AS win,
       count(DISTINCT r.member_id)::bigint AS players
     FROM team JOIN game_rounds r ON r.member_id = team.id
     WHERE ${settledRealSql} AND r.settled_at >= $2 AND r.settled_at < $3 AND r.stake >= $4`,
    [holderId, period.start, period.end, minSingleBet],
  );
  const row = rows[0];
  return { validBet: row?.stake ?? 0n, win: row?.win ?? 0n, activeMembers: Number(row?.players ?? 0n) };
}

/**
 * teamFigures for many holders at once (one statement per distinct least single stake): the
 * settlement of a period reads the period's rounds once per member instead of once per contract.
 * Same rules as teamFigures; a holder whose team played nothing is absent from the map.
 */
export async function teamFiguresOfMany(
  db: Queryable,
  holders: readonly { key: number; holderId: number; minSingleBet: bigint }[],
  period: Period,
): Promise<Map<number, TeamFigures>> {
  const figures = new Map<number, TeamFigures>();
  const byLeast = new Map<bigint, (typeof holders)[number][]>();
  for (const holder of holders)
    byLeast.set(holder.minSingleBet, [...(byLeast.get(holder.minSingleBet) ?? []), holder]);
  for (const [least, group] of byLeast) {
    const rows = await db.query<{ key: number; stake: bigint; win: bigint; players: bigint }>(
      `WITH RECURSIVE holders (key, holder) AS (SELECT * FROM unnest($1::integer[], $2::integer[])),
       tree (key, id) AS (
         SELECT h.key, m.id FROM holders h JOIN members m ON m.upline_id = h.holder WHERE m.customer_type <> ${trialType}
         UNION ALL
         SELECT t.key, m.id FROM tree t JOIN members m ON m.upline_id = t.id WHERE m.customer_type <> ${trialType}),
       sums AS (SELECT r.member_id, sum(r.stake) AS stake, sum(r.win) AS win FROM game_rounds r
         WHERE ${settledRealSql} AND r.settled_at >= $3 AND r.settled_at < $4 AND r.stake >= $5 GROUP BY r.member_id)
       SELECT t.key, sum(s.stake)::bigint AS stake, sum(s.win)::bigint AS win, count(*)::bigint AS players
       FROM tree t JOIN sums s ON s.member_id = t.id GROUP BY t.key`,
      [group.map((one) => one.key), group.map((one) => one.holderId), period.start, period.end, least],
    );
    for (const row of rows)
      figures.set(row.key, { validBet: row.stake, win: row.win, activeMembers: Number(row.players) });
  }
  return figures;
}

export interface Terms {
  kind: ContractKind;
  rate: number;
  minValidBet: bigint;
  minActive: number;
}

/**
 * What a contract's rate applies to: the team's valid bet for the salaries, its net loss (stakes
 * minus wins, never below 0) for a dividend. 0 when a condition is not met.
 */
export function baseOf(terms: Terms, figures: TeamFigures): bigint {
  if (figures.validBet < terms.minValidBet || figures.activeMembers < terms.minActive) return 0n;
  if (terms.kind !== 'dividend') return figures.validBet;
  const loss = figures.validBet - figures.win;
  return loss > 0n ? loss : 0n;
}

/**
 * Rounding rule: base × rate / 10,000 in integer minor units, rounded down (the house never pays
 * a fraction of a minor unit). A contract pays its own share minus what the contracts it gave
 * earn for the same period (the differential), never below 0.
 */
export const grossOf = (base: bigint, rate: number) => (base * BigInt(rate)) / 10_000n;

export const payoutOf = (gross: bigint, givenGross: readonly bigint[]) => {
  const net = givenGross.reduce((rest, amount) => rest - amount, gross);
  return net > 0n ? net : 0n;
};
