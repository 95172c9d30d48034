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

/** Weight of a rank (2–14) in a rank-multiset key: the key of a hand is the sum over its cards. */
const weights = Array.from({ length: 15 }, (_, rank) => (rank >= 2 ? 5 ** (rank - 2) : 0));
export const rankWeight = (rank: number) => weights[rank] as number;

let tables: { plain: Map<number, number>; flush: Map<number, number> } | undefined;

/**
 * Every five-card rank multiset's strength, without and with a flush, keyed by the sum of its
 * ranks' weights: a hand's strength is one lookup (the exact enumerations evaluate millions).
 */
export function fiveCardTables() {
  if (tables) return tables;
  const plain = new Map<number, number>();
  const flush = new Map<number, number>();
  const walk = (from: number, ranks: number[]) => {
    if (ranks.length === 5) {
      const key = ranks.reduce((sum, r) => sum + rankWeight(r), 0);
      // Card numbers: rank r (ace 14) is r − 1 modulo 13; suits cycle so that only equal suits flush.
      const cards = ranks.map((r, i) => (i % 4) * 13 + ((r - 1) % 13));
      plain.set(key, pokerStrength(cards));
      if (new Set(ranks).size === 5) flush.set(key, pokerStrength(cards.map((card) => card % 13)));
      return;
    }
    for (let r = from; r <= 14; r++) {
      if (ranks.filter((x) => x === r).length < 4) walk(r, [...ranks, r]);
    }
  };
  walk(2, []);
  tables = { plain, flush };
  return tables;
}
