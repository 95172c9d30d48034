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
  let mask = 0;
  for (let r = 0; r < 13; r++) if (has(r)) mask |= 1 << r;
  return straightTops[mask] as number;
}

/** Top rank of the best straight of each 13-bit rank mask, −1 for none. */
const straightTops = (() => {
  const table = new Int8Array(1 << 13).fill(-1);
  for (let mask = 0; mask < 1 << 13; mask++) {
    for (let top = 12; top >= 4; top--) {
      const run = 0b11111 << (top - 4);
      if ((mask & run) === run) {
        table[mask] = top;
        break;
      }
    }
    const wheel = (1 << 12) | 0b1111;
    if (table[mask] === -1 && (mask & wheel) === wheel) table[mask] = 3;
  }
  return table;
})();

const straightRanks = (top: number) =>
  top === 3 ? [3, 2, 1, 0, 12] : [top, top - 1, top - 2, top - 3, top - 4];

const byRankDesc = (a: Card, b: Card) => pokerRankOf(b) - pokerRankOf(a);

/** A hand of class `category` from the cards `made`, filled with spare cards of `all` to five. */
function complete(
  all: readonly Card[],
  category: number,
  made: Card[],
  main: number[],
  low: boolean,
): PokerHand {
  const need = Math.min(5, all.length) - made.length;
  const ranks = main;
  const hand = made;
  if (need > 0) {
    const spare: Card[] = [];
    for (const card of all) if (!made.includes(card)) spare.push(card);
    spare.sort(byRankDesc);
    const fill = low ? spare.slice(spare.length - need) : spare.slice(0, need);
    for (const card of fill) {
      hand.push(card);
      ranks.push(pokerRankOf(card));
    }
  }
  return { category, ranks, cards: hand, score: scoreOf(category, ranks) };
}

/**
 * The best poker hand of `cards` (five of them when there are five or more; a shorter hand is a
 * high card, pair, two pair or trips of all its cards). `kickers: 'low'` fills a pair, two pair,
 * trips or quads with the lowest spare cards instead of the highest (a hand with the same class
 * and main ranks, keeping high cards for another hand, as a mậu binh arrangement wants).
 */
export function bestPokerHand(cards: readonly Card[], kickers: 'high' | 'low' = 'high'): PokerHand {
  const low = kickers === 'low';
  const byRank: Card[][] = [[], [], [], [], [], [], [], [], [], [], [], [], []];
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let rankMask = 0;
  for (const card of cards) {
    const rank = pokerRankOf(card);
    const suit = suitOf(card);
    (byRank[rank] as Card[]).push(card);
    suitMasks[suit] = (suitMasks[suit] as number) | (1 << rank);
    suitCounts[suit] = (suitCounts[suit] as number) + 1;
    rankMask |= 1 << rank;
  }
  const five = cards.length >= 5;
  if (five) {
    let bestTop = -1;
    let bestSuit = -1;
    for (let suit = 0; suit < 4; suit++) {
      if ((suitCounts[suit] as number) < 5) continue;
      const top = straightTops[suitMasks[suit] as number] as number;
      if (top > bestTop) {
        bestTop = top;
        bestSuit = suit;
      }
    }
    if (bestTop >= 0)
      return complete(
        cards,
        8,
        straightRanks(bestTop).map((r) => bestSuit * 13 + ((r + 1) % 13)),
        [bestTop],
        low,
      );
  }
  let quad = -1;
  let trip = -1;
  let pair1 = -1;
  let pair2 = -1;
  for (let r = 12; r >= 0; r--) {
    const n = (byRank[r] as Card[]).length;
    if (n >= 4 && quad < 0) quad = r;
    if (n >= 3 && trip < 0) trip = r;
    else if (n >= 2) {
      if (pair1 < 0) pair1 = r;
      else if (pair2 < 0) pair2 = r;
    }
  }
  const of = (rank: number, count: number) => (byRank[rank] as Card[]).slice(0, count);
  if (five && quad >= 0) return complete(cards, 7, of(quad, 4), [quad], low);
  if (five && trip >= 0) {
    // The pair of a full house: the highest other rank held two or more times (a second trips too).
    let pair = -1;
    for (let r = 12; r >= 0 && pair < 0; r--) if (r !== trip && (byRank[r] as Card[]).length >= 2) pair = r;
    if (pair >= 0) return complete(cards, 6, [...of(trip, 3), ...of(pair, 2)], [trip, pair], low);
  }
  if (five) {
    let best: PokerHand | undefined;
    for (let suit = 0; suit < 4; suit++) {
      if ((suitCounts[suit] as number) < 5) continue;
      const top5: Card[] = [];
      const ranks: number[] = [];
      for (let r = 12; r >= 0 && top5.length < 5; r--)
        if ((suitMasks[suit] as number) & (1 << r)) {
          top5.push(suit * 13 + ((r + 1) % 13));
          ranks.push(r);
        }
      const score = scoreOf(5, ranks);
      if (!best || score > best.score) best = { category: 5, ranks, cards: top5, score };
    }
    if (best) return best;
    const top = straightTops[rankMask] as number;
    if (top >= 0)
      return complete(
        cards,
        4,
        straightRanks(top).map((r) => (byRank[r] as Card[])[0] as Card),
        [top],
        low,
      );
  }
  if (trip >= 0) return complete(cards, 3, of(trip, 3), [trip], low);
  if (pair2 >= 0 && cards.length >= 4)
    return complete(cards, 2, [...of(pair1, 2), ...of(pair2, 2)], [pair1, pair2], low);
  if (pair1 >= 0) return complete(cards, 1, of(pair1, 2), [pair1], low);
  return complete(cards, 0, [], [], false);
}
