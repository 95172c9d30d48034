import { ballMarkets, sumView } from './bets.ts';
import { range, sum, tuples } from './count.ts';
import { lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, lazy, type Market, onePrize } from './market.ts';
import { threePattern, threePatterns } from './patterns.ts';
import { type SideRule, sideMarkets } from './sides.ts';

/*
 * SSC (时时彩): five balls, each an independent digit 0–9. A bet reads some of the balls, whose
 * values are every tuple of digits alike: it is counted over those tuples (10 for one ball, 100
 * for two, 1,000 for three, 100,000 for the sum of five).
 */

const digits = range(0, 9);
const balls = range(1, 5);

/** A ball: 5–9 big, 0–4 small. */
const ballSides: SideRule = { big: (d) => d >= 5, small: (d) => d <= 4 };
/** The sum of the five (0–45): 23–45 big, 0–22 small. */
const sumSides: SideRule = { big: (s) => s >= 23, small: (s) => s <= 22 };

/** Ball 1 against ball 5: 龙 dragon higher, 虎 tiger lower, 和 tie. */
const dragonTiger = (first: number, last: number) =>
  first > last ? 'dragon' : first < last ? 'tiger' : 'tie';

/** The three-ball groups: 前三 first (1–3), 中三 middle (2–4), 后三 last (3–5). */
const groups = [
  { name: 'front', from: 1 },
  { name: 'middle', from: 2 },
  { name: 'back', from: 3 },
] as const;

const markets = lazy((): Market[] => {
  const total = counted(
    () => tuples(digits, 5),
    (draw) => [...draw],
    (values) => sum(values),
  );
  const duel = counted(
    () => tuples(digits, 2),
    (draw) => [draw[0] ?? 0, draw[4] ?? 0],
    ([a = 0, b = 0]) => dragonTiger(a, b),
  );
  return [
    ...ballMarkets(digits, balls, ballSides, share),
    ...sideMarkets('sum', 'elott.bet.sum', undefined, total, sumSides, share),
    ...(['dragon', 'tiger', 'tie'] as const).map((side) =>
      onePrize(
        { id: side, label: `elott.bet.${side}`, labelValues: { ball: 1, other: 5 } },
        duel,
        (key) => key === side,
        share,
      ),
    ),
    ...groups.flatMap(({ name, from }) => {
      const looked = counted(
        () => tuples(digits, 3),
        (draw) => draw.slice(from - 1, from + 2),
        (three) => threePattern(three),
      );
      return threePatterns.map((pattern) =>
        onePrize(
          {
            id: `${name}:${pattern}`,
            label: `elott.bet.three.${pattern}`,
            labelValues: { from, to: from + 2 },
          },
          looked,
          (key) => key === pattern,
          share,
        ),
      );
    }),
  ];
});

export const sscKind = lotteryKind({
  kind: 'ssc',
  classification: 'SSC',
  roundSeconds: [60, 75],
  draw: (rng) => balls.map(() => rng.int(10)),
  markets,
  method: 'counted over every tuple of digits of the balls a bet reads (10, 100, 1,000 or 100,000)',
  rules: ['ssc.rules.draw', 'ssc.rules.sides', 'ssc.rules.dragonTiger', 'ssc.rules.three'],
  view: (numbers) => ({
    ...sumView(numbers, sumSides),
    dragonTiger: dragonTiger(numbers[0] ?? 0, numbers[4] ?? 0),
    front: threePattern(numbers.slice(0, 3)),
    middle: threePattern(numbers.slice(1, 4)),
    back: threePattern(numbers.slice(2, 5)),
  }),
});
