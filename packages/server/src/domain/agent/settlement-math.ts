import type { ContractKind, ContractTier } from '@playsite/api/contract';
import { tierAt, topRate } from '@playsite/rules';
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

/** The teams of many holders at once (`$1` keys, `$2` holder ids): `tree (key, id)`. */
const holderTreesSql = `WITH RECURSIVE holders (key, holder) AS (SELECT * FROM unnest($1::integer[], $2::integer[])),
  tree (key, id) AS (
    SELECT h.key, m.id FROM holders h JOIN members m ON m.upline_id = h.holder WHERE m.customer_type <> ${trialType}
    UNION ALL
    SELECT t.key, m.id FROM tree t JOIN members m ON m.upline_id = t.id WHERE m.customer_type <> ${trialType})`;

/**
 * teamFigures (every stake counted) for many holders at once, in one statement: the settlement
 * of a period reads the period's rounds once per member instead of once per contract. A holder
 * whose team played nothing is absent from the map.
 */
export async function teamFiguresOfMany(
  db: Queryable,
  holders: readonly { key: number; holderId: number }[],
  period: Period,
): Promise<Map<number, TeamFigures>> {
  const figures = new Map<number, TeamFigures>();
  if (holders.length === 0) return figures;
  const rows = await db.query<{ key: number; stake: bigint; win: bigint; players: bigint }>(
    `${holderTreesSql},
     sums AS (SELECT r.member_id, sum(r.stake) AS stake, sum(r.win) AS win FROM game_rounds r
       WHERE ${settledRealSql} AND r.settled_at >= $3 AND r.settled_at < $4 GROUP BY r.member_id)
     SELECT t.key, sum(s.stake)::bigint AS stake, sum(s.win)::bigint AS win, count(*)::bigint AS players
     FROM tree t JOIN sums s ON s.member_id = t.id GROUP BY t.key`,
    [holders.map((one) => one.key), holders.map((one) => one.holderId), period.start, period.end],
  );
  for (const row of rows)
    figures.set(row.key, { validBet: row.stake, win: row.win, activeMembers: Number(row.players) });
  return figures;
}

/** A holder's team's counted stakes per tier (0-based) of a real-time contract: lost bets and the others. */
export type StakeBands = Map<number, { lost: bigint; other: bigint }>;

/**
 * For real-time salary contracts (many holders at once, one statement per distinct list of single
 * stake thresholds): each team's stakes per tier, a bet falling in the highest tier whose least
 * single stake it reaches (bets below the first tier are not counted), split by whether the member
 * lost the bet (win below stake).
 */
export async function stakeBandsOfMany(
  db: Queryable,
  holders: readonly { key: number; holderId: number; bounds: readonly bigint[] }[],
  period: Period,
): Promise<Map<number, StakeBands>> {
  const bands = new Map<number, StakeBands>();
  const byBounds = new Map<string, (typeof holders)[number][]>();
  for (const holder of holders) {
    const name = holder.bounds.join(',');
    byBounds.set(name, [...(byBounds.get(name) ?? []), holder]);
  }
  for (const group of byBounds.values()) {
    const bounds = group[0]?.bounds ?? [];
    if (bounds.length === 0) continue;
    const rows = await db.query<{ key: number; band: number; lost: boolean; stake: bigint }>(
      `${holderTreesSql},
       sums AS (SELECT r.member_id, width_bucket(r.stake, $5::bigint[]) AS band, r.win < r.stake AS lost,
           sum(r.stake) AS stake
         FROM game_rounds r WHERE ${settledRealSql} AND r.settled_at >= $3 AND r.settled_at < $4 AND r.stake >= $6
         GROUP BY 1, 2, 3)
       SELECT t.key, s.band, s.lost, sum(s.stake)::bigint AS stake FROM tree t JOIN sums s ON s.member_id = t.id
       GROUP BY 1, 2, 3`,
      [
        group.map((one) => one.key),
        group.map((one) => one.holderId),
        period.start,
        period.end,
        bounds,
        bounds[0],
      ],
    );
    for (const row of rows) {
      const of = bands.get(row.key) ?? new Map();
      const band = of.get(row.band - 1) ?? { lost: 0n, other: 0n };
      if (row.lost) band.lost += row.stake;
      else band.other += row.stake;
      of.set(row.band - 1, band);
      bands.set(row.key, of);
    }
  }
  return bands;
}

/** The figures a period's tier is chosen by, under the tier condition names. */
export const tierPoint = (figures: TeamFigures): ContractTier => ({
  rate: 0,
  minValidBet: Number(figures.validBet),
  minNetLoss: Number(figures.validBet > figures.win ? figures.validBet - figures.win : 0n),
  minActive: figures.activeMembers,
});

export interface Gross {
  /** What the rate applied to (0 when no tier was reached). */
  base: bigint;
  gross: bigint;
  /** The tier reached (dividend and wages), undefined when none or for the real-time salary. */
  tier?: number;
  /** The rate applied (the tier's; the real-time salary's top rate). */
  rate: number;
}

/**
 * A dividend's or a wage's gross share for a period: the highest tier whose conditions the
 * team's figures all meet; its rate applies to the team's valid bet (wages) or its net loss,
 * stakes minus wins, never below 0 (dividend). 0 when no tier is reached.
 *
 * Rounding rule: base × rate / 10,000 in integer minor units, rounded down (the house never pays
 * a fraction of a minor unit), once per contract and period.
 */
export function periodGross(kind: ContractKind, tiers: readonly ContractTier[], figures: TeamFigures): Gross {
  const reached = tierAt(kind, tiers, tierPoint(figures));
  if (!reached) return { base: 0n, gross: 0n, rate: 0 };
  const point = tierPoint(figures);
  const base = kind === 'dividend' ? BigInt(point.minNetLoss ?? 0) : figures.validBet;
  return {
    base,
    gross: (base * BigInt(reached.tier.rate)) / 10_000n,
    tier: reached.index,
    rate: reached.tier.rate,
  };
}

/**
 * A real-time salary's gross share for a period: each counted bet at its tier's `rate` when the
 * member lost it, `profitRate` otherwise; the sum rounded down once, to the minor unit.
 */
export function bandsGross(tiers: readonly ContractTier[], bands: StakeBands | undefined): Gross {
  let base = 0n;
  let share = 0n;
  for (const [index, band] of bands ?? []) {
    const tier = tiers[index];
    if (!tier) continue;
    base += band.lost + band.other;
    share += band.lost * BigInt(tier.rate) + band.other * BigInt(tier.profitRate ?? 0);
  }
  return { base, gross: share / 10_000n, rate: topRate(tiers) };
}

/** A contract pays its own share minus what the contracts it gave earn for the same period (the differential), never below 0. */
export const payoutOf = (gross: bigint, givenGross: readonly bigint[]) => {
  const net = givenGross.reduce((rest, amount) => rest - amount, gross);
  return net > 0n ? net : 0n;
};
