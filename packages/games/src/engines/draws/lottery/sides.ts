import type { Ratio } from '../../../engine/ratio.ts';
import { type Key, type Market, onePrize } from './market.ts';

/** The two-sided bets of a number (a ball, a sum): big, small, odd, even. */
export interface SideRule {
  big: (n: number) => boolean;
  small: (n: number) => boolean;
  odd?: (n: number) => boolean;
  even?: (n: number) => boolean;
}

export const sideNames = ['big', 'small', 'odd', 'even'] as const;
export type Side = (typeof sideNames)[number];

/** What a side rule makes of a number: its sides, in order ("big", "odd"). */
export function sidesOf(n: number, rule: SideRule): Side[] {
  const tests = { odd: (v: number) => v % 2 === 1, even: (v: number) => v % 2 === 0, ...rule };
  return sideNames.filter((side) => tests[side](n));
}

/**
 * Four bets on one number: `${prefix}:big` … `${prefix}:even`, labels `${label}.big` …; each
 * wins when the number read by `looked` is on its side.
 */
export function sideMarkets(
  prefix: string,
  label: string,
  labelValues: Record<string, string | number> | undefined,
  looked: Pick<Market, 'look' | 'space'>,
  rule: SideRule,
  share: Ratio,
): Market[] {
  return sideNames.map((side) =>
    onePrize(
      { id: `${prefix}:${side}`, label: `${label}.${side}`, ...(labelValues ? { labelValues } : {}) },
      looked,
      (key: Key) => sidesOf(Number(key), rule).includes(side),
      share,
    ),
  );
}
