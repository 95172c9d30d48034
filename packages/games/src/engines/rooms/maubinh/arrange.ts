import { type Card, pokerRankOf, suitOf } from '../common/cards.ts';
import { bestPokerHand, type PokerHand } from '../common/poker.ts';

/** A mậu binh arrangement: the back (chi 1) and middle (chi 2) of five cards, the front (chi 3) of three. */
export interface Arrangement {
  back: Card[];
  middle: Card[];
  front: Card[];
}

/** Hands that win outright when dealt (mậu binh tới trắng). */
export type Instant = 'dragon' | 'sixPairs' | 'threeFlushes' | 'threeStraights';

export const handOf = (cards: readonly Card[]): PokerHand => bestPokerHand(cards);

/** Legal order: back ≥ middle ≥ front; otherwise the arrangement is fouled (binh lủng). */
export function fouled(arrangement: Arrangement): boolean {
  const back = handOf(arrangement.back).score;
  const middle = handOf(arrangement.middle).score;
  const front = handOf(arrangement.front).score;
  return back < middle || middle < front;
}

/** Whether the rank counts (index 0 two … 12 ace) split into runs of the given lengths. */
function splitsIntoRuns(counts: number[], lengths: number[]): boolean {
  if (lengths.length === 0) return counts.every((n) => n === 0);
  const [length, ...rest] = lengths as [number, ...number[]];
  // A run of `length` consecutive ranks, ace low (A-2-3 …) or high (… K-A).
  for (let low = -1; low + length <= 13; low++) {
    const ranks = Array.from({ length }, (_, i) => (low + i + 13) % 13);
    if (ranks.every((r) => (counts[r] as number) > 0)) {
      for (const r of ranks) counts[r] = (counts[r] as number) - 1;
      const ok = splitsIntoRuns(counts, rest);
      for (const r of ranks) counts[r] = (counts[r] as number) + 1;
      if (ok) return true;
    }
  }
  return false;
}

/** The instant hand of thirteen cards, if any. */
export function instantOf(hand: readonly Card[]): Instant | undefined {
  const counts = new Array<number>(13).fill(0);
  for (const card of hand) counts[pokerRankOf(card)] = (counts[pokerRankOf(card)] as number) + 1;
  if (counts.every((n) => n === 1)) return 'dragon';
  if (counts.reduce((sum, n) => sum + Math.floor(n / 2), 0) >= 6) return 'sixPairs';
  const suits = [0, 1, 2, 3]
    .map((suit) => hand.filter((card) => suitOf(card) === suit).length)
    .filter((n) => n > 0);
  const flushSplits = [[13], [10, 3], [8, 5], [5, 5, 3]].map((split) => split.join());
  if (flushSplits.includes([...suits].sort((a, b) => b - a).join())) return 'threeFlushes';
  if (splitsIntoRuns(counts, [5, 5, 3])) return 'threeStraights';
  return undefined;
}

/**
 * The house arrangement: the best five cards at the back, the best five of the rest in the middle,
 * the last three at the front; pairs, trips and quads take the lowest spare cards as kickers, so
 * high cards go forward.
 */
export function houseArrangement(hand: readonly Card[]): Arrangement {
  for (const kickers of ['low', 'high'] as const) {
    const back = bestPokerHand(hand, kickers).cards;
    const rest = hand.filter((card) => !back.includes(card));
    const middle = bestPokerHand(rest, kickers).cards;
    const front = rest.filter((card) => !middle.includes(card));
    const arrangement = { back, middle, front };
    if (!fouled(arrangement)) return arrangement;
  }
  throw new Error('No legal greedy arrangement');
}

/** Checks that an arrangement uses exactly the seat's thirteen cards, five, five and three. */
export function isArrangementOf(hand: readonly Card[], arrangement: Arrangement): boolean {
  const { back, middle, front } = arrangement;
  if (
    ![back, middle, front].every(
      (part) => Array.isArray(part) && part.every((card) => Number.isInteger(card)),
    )
  )
    return false;
  if (back.length !== 5 || middle.length !== 5 || front.length !== 3) return false;
  const used = [...back, ...middle, ...front];
  return new Set(used).size === 13 && used.every((card) => hand.includes(card));
}
