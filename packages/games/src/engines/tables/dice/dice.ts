import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';

/** Three fair six-sided dice, faces 1–6. */
export type ThreeDice = readonly [number, number, number];

export const rollThreeDice = (rng: Rng): ThreeDice => [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];

/** All 216 equally likely rolls. */
export const everyRoll: readonly ThreeDice[] = Array.from(
  { length: 216 },
  (_, i) => [Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1] as const,
);

/** Expected gross return per unit of a bet over the 216 rolls. */
export const overRolls = (payout: (roll: ThreeDice) => Ratio) =>
  sumRatios(everyRoll.map((roll) => mulRatio(ratio(1, 216), payout(roll))));

export const countOf = (roll: ThreeDice, face: number) => roll.filter((die) => die === face).length;
