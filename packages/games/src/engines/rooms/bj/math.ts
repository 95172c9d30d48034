import { addRatio, mulRatio, type Ratio, ratio } from '../../../engine/ratio.ts';
import { addValue, type Count, countOf, houseHits, isNatural, memberHits, totalOf } from './hand.ts';

/** Weights of each value per 13 draws from a continuously shuffled shoe: 1 each, ten-valued 4. */
export const valueWeights: [number, bigint][] = Array.from({ length: 10 }, (_, i) => [
  i + 1,
  i === 9 ? 4n : 1n,
]);

/** Deepest hand counted: a hand of `depth` drawn cards has chance weight / 13^depth. */
const maxDepth = 24;
const scale = (depth: number) => 13n ** BigInt(maxDepth - depth);

/**
 * Final totals of a hand played out by `hits` (22 = bust): weights over 13^maxDepth. A hand
 * stands at 21.
 */
function playOut(start: Count, hits: (count: Count) => boolean): bigint[] {
  const result = new Array<bigint>(23).fill(0n);
  const walk = (count: Count, weight: bigint, depth: number) => {
    const total = totalOf(count);
    if (total > 21 || total === 21 || !hits(count)) {
      const final = Math.min(total, 22);
      result[final] = (result[final] as bigint) + weight * scale(depth);
      return;
    }
    if (depth >= maxDepth) throw new RangeError('hand too long');
    for (const [value, w] of valueWeights) walk(addValue(count, value), weight * w, depth + 1);
  };
  walk(start, 1n, 0);
  return result;
}

export interface BjMath {
  win: Ratio;
  push: Ratio;
  loss: Ratio;
  rtp: Ratio;
}

const memo = new Map<string, BjMath>();

/**
 * Exact result of the member's autoplay against the house player: every first two values of the
 * member, face-up and hole value of the house (10⁴ starts; naturals settle at once), then both
 * hands played out card by card (the member by `memberHits`, the house to 17) from a shoe where
 * each value has a fixed chance at every draw. All chances are integers over powers of 13. A win
 * returns the pot (two antes) less `rake`, a push the ante.
 */
export function bjMath(rake: Ratio): BjMath {
  const key = `${rake.num}/${rake.den}`;
  const known = memo.get(key);
  if (known) return known;
  // House finals per face-up value, summed over hole values that are not a natural (a natural
  // beats every member hand that is not one): weights over 13 × 13^maxDepth.
  const house = new Map<number, bigint[]>();
  for (const [up] of valueWeights) {
    const sum = new Array<bigint>(23).fill(0n);
    for (const [hole, w] of valueWeights) {
      if (isNatural([up, hole])) continue;
      playOut(countOf([up, hole]), houseHits).forEach((weight, total) => {
        sum[total] = (sum[total] as bigint) + weight * w;
      });
    }
    house.set(up, sum);
  }
  const unit = 13n ** BigInt(maxDepth);
  let win = 0n;
  let push = 0n;
  // Denominator of a term: 13² (member start) × 13 (face-up) × 13 × unit (hole, house) × unit (member).
  const den = 13n ** 4n * unit * unit;
  for (const [m1, w1] of valueWeights)
    for (const [m2, w2] of valueWeights)
      for (const [up, wu] of valueWeights) {
        const start = w1 * w2 * wu;
        const houseNaturalWeight = valueWeights.reduce(
          (sum, [hole, w]) => (isNatural([up, hole]) ? sum + w : sum),
          0n,
        );
        if (isNatural([m1, m2])) {
          // Wins unless the house has one too (then a push).
          win += start * (13n - houseNaturalWeight) * unit * unit;
          push += start * houseNaturalWeight * unit * unit;
          continue;
        }
        const member = playOut(countOf([m1, m2]), (count) => memberHits(count, up));
        const finals = house.get(up) as bigint[];
        let below = finals[22] as bigint; // the house busts
        for (let mine = 4; mine <= 21; mine++) {
          const m = member[mine] as bigint;
          if (m > 0n) {
            win += start * m * below;
            push += start * m * (finals[mine] as bigint);
          }
          below += finals[mine] as bigint;
        }
      }
  const winChance = ratio(win, den);
  const pushChance = ratio(push, den);
  const result = {
    win: winChance,
    push: pushChance,
    loss: ratio(den - win - push, den),
    rtp: addRatio(mulRatio(winChance, ratio(2n * (rake.den - rake.num), rake.den)), pushChance),
  };
  memo.set(key, result);
  return result;
}
