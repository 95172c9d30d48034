import { sumMarkets } from './bets.ts';
import { range, sum, tuples } from './count.ts';
import { lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, hitOrMiss, lazy, type Market } from './market.ts';
import { type SideRule, sideMarkets, sidesOf } from './sides.ts';

/*
 * Fast 3 (快3): three fair dice. Every bet reads the three dice and is counted over the 216
 * equally likely throws.
 */

const faces = range(1, 6);
const count = (dice: readonly number[], face: number) => dice.filter((d) => d === face).length;
const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];
const throws = () => tuples(faces, 3);
const read = (draw: readonly number[]) => draw.slice(0, 3);

/** Big 11–17, small 4–10; a triple (read as 0) loses both, and odd and even. */
const sides: SideRule = {
  big: (s) => s >= 11,
  small: (s) => s >= 4 && s <= 10,
  even: (s) => s > 0 && s % 2 === 0,
};
const sidesLook = counted(throws, read, (dice) => (isTriple(dice) ? 0 : sum(dice)));

/** 三连号: three consecutive faces, in any order (1-2-3 … 4-5-6). */
const isStraight = (dice: readonly number[]) => {
  const sorted = [...dice].sort((a, b) => a - b);
  return sorted[0]! + 1 === sorted[1] && sorted[1]! + 1 === sorted[2];
};

const markets = lazy((): Market[] => {
  const total = counted(throws, read, (dice) => sum(dice));
  return [
    ...sumMarkets(range(3, 18), total, share),
    ...sideMarkets('sum', 'elott.bet.sum', undefined, sidesLook, sides, share),
    ...faces.map((face) =>
      hitOrMiss(
        { id: `triple:${face}`, label: 'k3.bet.triple', labelValues: { face } },
        throws,
        read,
        (dice) => count(dice, face) === 3,
        share,
      ),
    ),
    hitOrMiss({ id: 'triple:any', label: 'k3.bet.triple.any' }, throws, read, isTriple, share),
    ...faces.map((face) =>
      hitOrMiss(
        { id: `pair:${face}`, label: 'k3.bet.pair', labelValues: { face } },
        throws,
        read,
        (dice) => count(dice, face) >= 2,
        share,
      ),
    ),
    hitOrMiss({ id: 'straight', label: 'k3.bet.straight' }, throws, read, isStraight, share),
    ...[3, 2].map((count) =>
      hitOrMiss(
        {
          id: `different:${count}`,
          label: 'k3.bet.different',
          labelValues: { count },
          picks: { count, from: faces, ordered: false },
        },
        throws,
        read,
        (dice, picks) => picks.every((face) => dice.includes(face)),
        share,
        range(1, count),
      ),
    ),
  ];
});

export const k3Kind = lotteryKind({
  kind: 'k3',
  classification: 'K3',
  roundSeconds: [60],
  draw: (rng) => [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1],
  markets,
  method: 'counted over the 216 throws of three dice',
  rules: ['k3.rules.draw', 'k3.rules.sides', 'k3.rules.triple', 'k3.rules.different'],
  view(dice) {
    const total = sum(dice);
    return {
      numbers: [...dice],
      sum: total,
      sumSides: isTriple(dice) ? [] : sidesOf(total, sides),
      triple: isTriple(dice),
      straight: isStraight(dice),
    };
  },
});
