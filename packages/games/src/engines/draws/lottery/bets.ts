import type { Ratio } from '../../../engine/ratio.ts';
import { hitsOf, hypergeometric, subsetSums, sum } from './count.ts';
import { counted, formula, type Market, onePrize } from './market.ts';
import { type SideRule, sideMarkets, sidesOf } from './sides.ts';

/* The bets several e-lottery draws offer alike, and what they show of a draw. */

/** Each ball's number (`ball:{ball}:{n}`, n of `values`) and its sides (`ball:{ball}:big` …). */
export function ballMarkets(
  values: readonly number[],
  balls: readonly number[],
  rule: SideRule,
  share: Ratio,
): Market[] {
  return balls.flatMap((ball) => {
    const looked = counted(
      () => values.map((n) => [n]),
      (draw) => [draw[ball - 1] ?? 0],
      ([n]) => n ?? 0,
    );
    return [
      ...values.map((n) =>
        onePrize(
          { id: `ball:${ball}:${n}`, label: 'elott.bet.ball', labelValues: { ball, number: n } },
          looked,
          (key) => key === n,
          share,
        ),
      ),
      ...sideMarkets(`ball:${ball}`, 'elott.bet.ball', { ball }, looked, rule, share),
    ];
  });
}

/** Hits of `count` picks among `drawn` different `numbers`: h hits in C(k, h)·C(n − k, d − h) draws. */
export const hitsLooked = (numbers: readonly number[], drawn: number, count: number) =>
  formula(hitsOf, () => hypergeometric(numbers.length, drawn, count));

/**
 * 任选 k (`any:{k}`): k picks, k ≤ d winning when all k are drawn, k ≥ d when all d drawn are
 * among the picks, so the winning count of hits is min(k, d).
 */
export function anyMarket(numbers: readonly number[], drawn: number, count: number, share: Ratio): Market {
  return onePrize(
    {
      id: `any:${count}`,
      label: 'elott.bet.any',
      labelValues: { count },
      picks: { count, from: numbers, ordered: false },
    },
    hitsLooked(numbers, drawn, count),
    (key) => key === Math.min(count, drawn),
    share,
  );
}

/** The sides of the sum of `drawn` different `numbers` (`sum:big` …), counted over the sets of that many. */
export const setSumMarkets = (numbers: readonly number[], drawn: number, rule: SideRule, share: Ratio) =>
  sideMarkets(
    'sum',
    'elott.bet.sum',
    undefined,
    formula(
      (draw) => sum(draw),
      () => subsetSums(numbers, drawn),
    ),
    rule,
    share,
  );

/** A bet on each of `sums` (`sum:{s}`), the sum `total` reads. */
export const sumMarkets = (sums: readonly number[], total: Pick<Market, 'look' | 'space'>, share: Ratio) =>
  sums.map((s) =>
    onePrize(
      { id: `sum:${s}`, label: 'elott.bet.sum', labelValues: { sum: s } },
      total,
      (key) => key === s,
      share,
    ),
  );

/** The drawn numbers in draw order, their sum and its sides. */
export function sumView(numbers: readonly number[], rule: SideRule) {
  const total = sum(numbers);
  return { numbers: [...numbers], sum: total, sumSides: sidesOf(total, rule) };
}
