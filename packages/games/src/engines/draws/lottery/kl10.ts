import { anyMarket, ballMarkets, setSumMarkets, sumView } from './bets.ts';
import { arrangements, range } from './count.ts';
import { drawDistinct, lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, lazy, type Market, onePrize } from './market.ts';
import type { SideRule } from './sides.ts';

/*
 * Happy 10 (快乐十分): eight different numbers of 1–20 drawn in order. The numbers of one place
 * are uniform over the 20, of two places over the 380 ordered pairs; the sum of the eight is
 * counted over the C(20, 8) = 125,970 sets, any-k tickets by C(k, h)·C(20 − k, 8 − h).
 */

const numbers = range(1, 20);
const balls = range(1, 8);

/** A ball: 11–20 big, 1–10 small. */
const ballSides: SideRule = { big: (n) => n >= 11, small: (n) => n <= 10 };
/** The sum of the eight (36–132): 85–132 big, 36–83 small, 84 a tie for big and small. */
const sumSides: SideRule = { big: (s) => s >= 85, small: (s) => s <= 83 };

const markets = lazy((): Market[] => [
  ...ballMarkets(numbers, balls, ballSides, share),
  ...range(1, 4).flatMap((ball) => {
    const other = 9 - ball;
    const looked = counted(
      () => arrangements(numbers, 2),
      (draw) => [draw[ball - 1] ?? 0, draw[other - 1] ?? 0],
      ([a = 0, b = 0]) => (a > b ? 'dragon' : 'tiger'),
    );
    return (['dragon', 'tiger'] as const).map((side) =>
      onePrize(
        { id: `${side}:${ball}`, label: `elott.bet.${side}`, labelValues: { ball, other } },
        looked,
        (key) => key === side,
        share,
      ),
    );
  }),
  ...setSumMarkets(numbers, 8, sumSides, share),
  ...range(2, 5).map((count) => anyMarket(numbers, 8, count, share)),
]);

export const kl10Kind = lotteryKind({
  kind: 'kl10',
  classification: 'KL10',
  roundSeconds: [90],
  draw: (rng) => drawDistinct(rng, numbers, 8),
  markets,
  method:
    'counted over the ordered numbers of the places a bet reads (20 or 380), the sums of the 125,970 sets of eight, and C(k,h)·C(20−k,8−h) for any-k tickets',
  rules: ['kl10.rules.draw', 'kl10.rules.sides', 'kl10.rules.dragonTiger', 'kl10.rules.any'],
  view: (drawn) => ({
    ...sumView(drawn, sumSides),
    dragonTiger: range(1, 4).map((ball) =>
      (drawn[ball - 1] ?? 0) > (drawn[8 - ball] ?? 0) ? 'dragon' : 'tiger',
    ),
  }),
});
