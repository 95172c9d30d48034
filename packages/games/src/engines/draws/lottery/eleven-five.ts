import { anyMarket, ballMarkets, setSumMarkets, sumView } from './bets.ts';
import { arrangements, range } from './count.ts';
import { drawDistinct, lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, lazy, type Market, onePrize } from './market.ts';
import { type SideRule, sidesOf } from './sides.ts';

/*
 * 11 Pick 5 (11选5): five different numbers of 1–11 are drawn in order. Every ordered draw is
 * alike, so the numbers of any k places are uniform over the ordered k-tuples of different
 * numbers, and the set of five over the 462 sets. "Any k" tickets are counted by
 * C(k, h)·C(11 − k, 5 − h) draws with h of the k picks.
 */

const numbers = range(1, 11);
const balls = range(1, 5);

/** A ball: 6–10 big, 1–5 small; 11 is a tie (和) and loses every side bet. */
const ballSides: SideRule = {
  big: (n) => n >= 6 && n <= 10,
  small: (n) => n <= 5,
  odd: (n) => n % 2 === 1 && n !== 11,
  even: (n) => n % 2 === 0,
};
/** The sum of the five (15–45): 31–45 big, 15–29 small, 30 a tie for big and small. */
const sumSides: SideRule = { big: (s) => s >= 31, small: (s) => s <= 29 };

/** 前二/前三 直选 (the first places in order) and 组选 (in any order). */
const frontOf = (count: number, ordered: boolean): Market => {
  const sample = range(1, count);
  const match = (first: readonly number[], picks: readonly number[]) =>
    ordered ? first.every((n, i) => n === picks[i]) : first.every((n) => picks.includes(n));
  return onePrize(
    {
      id: `front${count}:${ordered ? 'direct' : 'group'}`,
      label: `x5.bet.front.${ordered ? 'direct' : 'group'}`,
      labelValues: { count },
      picks: { count, from: numbers, ordered },
    },
    counted(
      () => arrangements(numbers, count),
      (draw) => draw.slice(0, count),
      (first, picks) => (match(first, picks) ? 'hit' : 'miss'),
      sample,
    ),
    (key) => key === 'hit',
    share,
  );
};

const markets = lazy((): Market[] => [
  ...range(1, 8).map((count) => anyMarket(numbers, 5, count, share)),
  ...ballMarkets(numbers, balls, ballSides, share),
  frontOf(2, true),
  frontOf(2, false),
  frontOf(3, true),
  frontOf(3, false),
  ...setSumMarkets(numbers, 5, sumSides, share),
]);

export const elevenFiveKind = lotteryKind({
  kind: '11x5',
  classification: '11X5',
  roundSeconds: [60],
  draw: (rng) => drawDistinct(rng, numbers, 5),
  markets,
  method:
    'counted over the ordered numbers of the places a bet reads (11, 110 or 990), the 462 sets of five, and C(k,h)·C(11−k,5−h) for any-k tickets',
  rules: ['x5.rules.draw', 'x5.rules.any', 'x5.rules.front', 'x5.rules.sides'],
  view: (drawn) => ({
    ...sumView(drawn, sumSides),
    ballSides: drawn.map((n) => sidesOf(n, ballSides)),
  }),
});
