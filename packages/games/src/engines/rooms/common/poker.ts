import { type Card, pokerRankOf, suitOf } from './cards.ts';

/** Poker hand classes, lowest first. */
export const pokerClasses = [
  'high',
  'pair',
  'twoPair',
  'trips',
  'straight',
  'flush',
  'fullHouse',
  'quads',
  'straightFlush',
] as const;
export type PokerClass = (typeof pokerClasses)[number];

export interface PokerHand {
  /** Index in `pokerClasses`. */
  category: number;
  /** Tie-break ranks (poker order 0 two … 12 ace), most significant first. */
  ranks: number[];
  /** The cards making the hand (five, or all of a shorter hand). */
  cards: Card[];
  /** Comparable: a higher score is a better hand; equal scores tie. */
  score: number;
}

const scoreOf = (category: number, ranks: readonly number[]) => {
  let score = category;
  for (let i = 0; i < 5; i++) score = score * 13 + (ranks[i] ?? 0);
  return score;
};

/** The top rank of the best straight among the ranks present (ace plays low in 5-4-3-2-A), or −1. */
export function straightTop(has: (rank: number) => boolean): number {
  for (let top = 12; top >= 4; top--) {
    let run = true;
    for (let r = top; r > top - 5 && run; r--) run = has(r);
    if (run) return top;
  }
  return has(12) && has(0) && has(1) && has(2) && has(3) ? 3 : -1;
}

const straightRanks = (top: number) =>
  top === 3 ? [3, 2, 1, 0, 12] : [top, top - 1, top - 2, top - 3, top - 4];

/**
 * The best poker hand of `cards` (five of them when there are five or more; a shorter hand is a
 * high card, pair, two pair or trips of all its cards). `kickers: 'low'` fills a pair, two pair,
 * trips or quads with the lowest spare cards instead of the highest (a hand with the same class
 * and main ranks, keeping high cards for another hand, as a mậu binh arrangement wants).
 */
export function bestPokerHand(cards: readonly Card[], kickers: 'high' | 'low' = 'high'): PokerHand {
  const byRank: Card[][] = Array.from({ length: 13 }, () => []);
  const bySuit: Card[][] = [[], [], [], []];
  for (const card of cards) {
    byRank[pokerRankOf(card)]?.push(card);
    bySuit[suitOf(card)]?.push(card);
  }
  const desc = (a: Card, b: Card) => pokerRankOf(b) - pokerRankOf(a);
  const make = (category: number, made: Card[], main: number[]): PokerHand => {
    const spare = cards.filter((card) => !made.includes(card)).sort(desc);
    const need = Math.min(5, cards.length) - made.length;
    const fill = kickers === 'high' ? spare.slice(0, need) : spare.slice(spare.length - need);
    const kick = fill.map(pokerRankOf).sort((a, b) => b - a);
    return {
      category,
      ranks: [...main, ...kick],
      cards: [...made, ...fill],
      score: scoreOf(category, [...main, ...kick]),
    };
  };
  const five = cards.length >= 5;

  if (five) {
    let best: PokerHand | undefined;
    for (const suited of bySuit) {
      if (suited.length < 5) continue;
      const top = straightTop((r) => suited.some((card) => pokerRankOf(card) === r));
      if (top < 0) continue;
      const made = straightRanks(top).map((r) => suited.find((card) => pokerRankOf(card) === r) as Card);
      const hand = make(8, made, [top]);
      if (!best || hand.score > best.score) best = hand;
    }
    if (best) return best;
  }
  const ranksWith = (count: number) => {
    const found: number[] = [];
    for (let r = 12; r >= 0; r--) if ((byRank[r]?.length ?? 0) >= count) found.push(r);
    return found;
  };
  const of = (rank: number, count: number) => (byRank[rank] ?? []).slice(0, count);
  const quads = ranksWith(4);
  const trips = ranksWith(3);
  const pairs = ranksWith(2);
  if (five && quads.length > 0) {
    const q = quads[0] as number;
    return make(7, of(q, 4), [q]);
  }
  if (five && trips.length > 0) {
    const t = trips[0] as number;
    const p = pairs.find((r) => r !== t);
    if (p !== undefined) return make(6, [...of(t, 3), ...of(p, 2)], [t, p]);
  }
  if (five) {
    let best: PokerHand | undefined;
    for (const suited of bySuit) {
      if (suited.length < 5) continue;
      const top5 = [...suited].sort(desc).slice(0, 5);
      const hand = make(5, top5, top5.map(pokerRankOf));
      if (!best || hand.score > best.score) best = hand;
    }
    if (best) return best;
    const top = straightTop((r) => (byRank[r]?.length ?? 0) > 0);
    if (top >= 0)
      return make(
        4,
        straightRanks(top).map((r) => byRank[r]?.[0] as Card),
        [top],
      );
  }
  if (trips.length > 0) {
    const t = trips[0] as number;
    return make(3, of(t, 3), [t]);
  }
  if (pairs.length >= 2 && cards.length >= 4) {
    const [p1, p2] = pairs as [number, number];
    return make(2, [...of(p1, 2), ...of(p2, 2)], [p1, p2]);
  }
  if (pairs.length > 0) {
    const p = pairs[0] as number;
    return make(1, of(p, 2), [p]);
  }
  const high = [...cards].sort(desc).slice(0, Math.min(5, cards.length));
  return { category: 0, ranks: high.map(pokerRankOf), cards: high, score: scoreOf(0, high.map(pokerRankOf)) };
}
