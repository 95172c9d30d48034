/**
 * The book's margin. A market's fair probabilities (summing to 1) are scaled up proportionally by
 * (1 + margin), so the offered odds are 1 / (p × (1 + margin)) and the market's overround, the
 * sum of 1 / odds, is exactly 1 + margin before the odds are floored to two decimals (flooring
 * only adds to the book's side). A selection whose odds would fall below 1.01 is not offered.
 */

/** Decimal odds × 100 (195 = 1.95): the integer form every slip and bet keeps. */
export type Odds100 = number;

export const minOdds100 = 101;
export const maxOdds100 = 100_000;

/** Exact offered odds (unfloored) of a fair probability under a margin. */
export const marginOdds = (probability: number, margin: number): number => 1 / (probability * (1 + margin));

/** Offered odds × 100, floored to whole hundredths and capped; undefined when below 1.01. */
export function offeredOdds100(probability: number, margin: number): Odds100 | undefined {
  if (!(probability > 0)) return undefined;
  // A hair of tolerance so 1 / (0.5 × 1.0) is 200, not 199.99999999999997 floored to 199.
  const odds100 = Math.min(maxOdds100, Math.floor(marginOdds(probability, margin) * 100 + 1e-9));
  return odds100 >= minOdds100 ? odds100 : undefined;
}

/** Sum of 1 / odds: 1 + the margin the odds carry. */
export const overround = (odds: readonly number[]): number => odds.reduce((sum, o) => sum + 1 / o, 0);
