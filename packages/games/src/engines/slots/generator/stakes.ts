import type { StakeRange } from '../../../engine/kind.ts';
import type { Rng } from '../../../engine/rng.ts';
import { pick } from '../../../engine/rng.ts';

const niceMinimums = [10, 20, 25, 30, 40, 50, 60, 75, 80, 90, 100];
const maximums = [10_000, 20_000, 25_000, 50_000, 100_000];

/**
 * A stake range in minor units whose step is a whole number of coins (a lines game's stake
 * spreads evenly over its lines): step = coins × a coin size of 1, 2, 5 or 10 (kept ≤ 100),
 * minimum 10–100 (a multiple of the step), maximum 10,000–100,000 (a multiple of the step).
 */
export function stakeRange(rng: Rng, coins: number): StakeRange {
  const sizes = [1, 2, 5, 10].filter((size) => coins * size <= 100);
  const step = coins * pick(rng, sizes.length ? sizes : [1]);
  const minimums = niceMinimums.filter((value) => value % step === 0);
  const min = minimums.length ? pick(rng, minimums) : step * Math.ceil(10 / step);
  const lowest = step * Math.ceil(10_000 / step);
  const highest = step * Math.floor(100_000 / step);
  const max = Math.min(highest, Math.max(lowest, step * Math.round(pick(rng, maximums) / step)));
  return { min, max, step };
}
