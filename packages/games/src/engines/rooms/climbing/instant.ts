import type { Card } from '../common/cards.ts';
import { climbRankOf, twoRank } from './combos.ts';

const rankCounts = (hand: readonly Card[]) => {
  const counts = new Array<number>(13).fill(0);
  for (const card of hand) counts[climbRankOf(card)] = (counts[climbRankOf(card)] as number) + 1;
  return counts;
};

/** Longest run of consecutive ranks below the two held at least `width` times. */
function longestRun(counts: readonly number[], width: number): number {
  let best = 0;
  let run = 0;
  for (let r = 0; r < twoRank; r++) {
    run = (counts[r] as number) >= width ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Tới trắng of tiến lên: four twos, a dragon (3 to A), six pairs, five consecutive pairs. */
export function tlmnInstant(hand: readonly Card[]): string | undefined {
  const counts = rankCounts(hand);
  if (counts[twoRank] === 4) return 'fourTwos';
  if (longestRun(counts, 1) === 12) return 'dragon';
  if (longestRun(counts, 2) >= 5) return 'fivePairRun';
  if (counts.reduce((sum, n) => sum + Math.floor(n / 2), 0) >= 6) return 'sixPairs';
  return undefined;
}

/** Tới trắng of sâm lốc: four twos, a ten-card straight, five pairs, three triples. */
export function samlocInstant(hand: readonly Card[]): string | undefined {
  const counts = rankCounts(hand);
  if (counts[twoRank] === 4) return 'fourTwos';
  if (longestRun(counts, 1) >= 10) return 'dragon';
  if (counts.reduce((sum, n) => sum + Math.floor(n / 2), 0) >= 5) return 'fivePairs';
  if (counts.filter((n) => n >= 3).length >= 3) return 'threeTriples';
  return undefined;
}
