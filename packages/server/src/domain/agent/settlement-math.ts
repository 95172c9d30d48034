import type { ContractKind } from '@playsite/api/contract';
import type { Queryable } from '../../db/database.ts';
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
