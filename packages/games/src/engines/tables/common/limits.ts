import type { StakeRange } from '../../../engine/kind.ts';
import type { Ratio } from '../../../engine/ratio.ts';

/**
 * Table limits, minor units. Tables of a category are numbered by their game code's last digits
 * (LUMLIVE_ROU_7 is table 7; a code without a number, the demo table, is table 1); every three
 * tables step up a tier, so higher-numbered tables take bigger stakes.
 */
export const limitTiers: readonly StakeRange[] = [
  { min: 100, max: 200_000, step: 100 },
  { min: 1_000, max: 1_000_000, step: 100 },
  { min: 5_000, max: 5_000_000, step: 100 },
  { min: 20_000, max: 20_000_000, step: 100 },
];

export function tableNumber(gameCode: string): number {
  const digits = /(\d+)$/.exec(gameCode)?.[1];
  return digits ? Number(digits) : 1;
}

export const tierOf = (table: number) =>
  Math.min(limitTiers.length - 1, Math.floor((Math.max(1, table) - 1) / 3));

/** A tier's range with stakes in multiples of `step` (a game whose stake covers 2 or 3 units). */
export function tierLimits(tier: number, step: number): StakeRange {
  const base = limitTiers[tier] ?? (limitTiers[0] as StakeRange);
  const min = Math.ceil(base.min / step) * step;
  return { min, max: Math.max(min, Math.floor(base.max / step) * step), step };
}

/**
 * One bet option's range: the table's, with the maximum scaled by 2 / its best gross pay, so no
 * single bet can win more than an even-money bet at the table maximum (a straight-up roulette
 * number takes 1/18 of it), never below the table minimum; `step` for an option whose stake
 * covers several units.
 */
export function optionLimits(table: StakeRange, pays: Ratio, step = table.step): StakeRange {
  const min = Math.ceil(table.min / step) * step;
  const scaled = Number((BigInt(table.max) * 2n * pays.den) / pays.num);
  const capped = Math.min(table.max, Math.floor(scaled / step) * step);
  return { min, max: Math.max(min, capped), step };
}
