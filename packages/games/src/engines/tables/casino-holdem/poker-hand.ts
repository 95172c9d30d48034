import { type Card, highRankOf, suitOf } from '../common/cards.ts';

/** Five-card poker hands, weakest category first. */
export const pokerCategories = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type PokerCategory = (typeof pokerCategories)[number];

const base = 15;
const categoryUnit = base ** 5;

/**
 * A five-card hand's strength: category × 15⁵ plus the ranks that break ties (ace 14; the
 * 5-4-3-2-A straight tops at 5), most significant first. Higher is stronger, equal is a tie.
 * A royal flush is the ace-high straight flush, one category up.
 */
const counts = new Uint8Array(15);
/** Ranks by multiplicity, strongest first (scratch space: the evaluator runs millions of times). */
const byCount = [
  new Uint8Array(5),
  new Uint8Array(5),
  new Uint8Array(5),
  new Uint8Array(5),
  new Uint8Array(5),
];
const lengths = new Uint8Array(5);

export function pokerStrength(cards: readonly Card[]): number {
  counts.fill(0);
  lengths.fill(0);
  const suit = suitOf(cards[0] as Card);
  let flush = true;
  for (const card of cards) {
    const rank = highRankOf(card);
    counts[rank] = (counts[rank] as number) + 1;
    if (suitOf(card) !== suit) flush = false;
  }
  for (let r = 14; r >= 2; r--) {
    const n = counts[r] as number;
    if (n > 0) {
      (byCount[n] as Uint8Array)[lengths[n] as number] = r;
      lengths[n] = (lengths[n] as number) + 1;
    }
  }
  const singles = byCount[1] as Uint8Array;
  let top = 0;
  if (lengths[1] === 5) {
    if ((singles[0] as number) - (singles[4] as number) === 4) top = singles[0] as number;
    else if (singles[0] === 14 && singles[1] === 5) top = 5;
  }
  let category: number;
  if (top && flush) category = top === 14 ? 9 : 8;
  else if (lengths[4]) category = 7;
  else if (lengths[3] && lengths[2]) category = 6;
  else if (flush) category = 5;
  else if (top) category = 4;
  else if (lengths[3]) category = 3;
  else if (lengths[2] === 2) category = 2;
  else if (lengths[2]) category = 1;
  else category = 0;
  let value = 0;
  if (top) value = top * base ** 4;
  else {
    let unit = base ** 4;
    for (let n = 4; n >= 1; n--)
      for (let i = 0; i < (lengths[n] as number); i++) {
        value += ((byCount[n] as Uint8Array)[i] as number) * unit;
        unit /= base;
      }
  }
  return category * categoryUnit + value;
}

export const categoryOf = (strength: number): PokerCategory =>
  pokerCategories[Math.floor(strength / categoryUnit)] as PokerCategory;

/** The weakest hand with a pair of `rank` (2–14) or better. */
export const pairOfOrBetter = (rank: number) => categoryUnit + rank * base ** 4;
