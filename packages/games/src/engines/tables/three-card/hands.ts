import { type Card, highRankOf, suitOf } from '../common/cards.ts';
import { combinations } from '../common/combinations.ts';

/**
 * Three-card poker hands. The categories are the same in three card poker and zha jin hua but
 * ordered differently: three card poker ranks a straight above a flush and a straight flush
 * above three of a kind; zha jin hua ranks three of a kind (豹子) first, then straight flush
 * (顺金), flush (金花), straight (顺子). In both A-2-3 is the lowest straight and Q-K-A the
 * highest; suits never break ties.
 */
export const threeCardCategories = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;
export type ThreeCardCategory = (typeof threeCardCategories)[number];

export type ThreeCardOrder = 'three-card-poker' | 'zha-jin-hua';

/** Category strength, low to high, in each game. */
const orders: Record<ThreeCardOrder, readonly ThreeCardCategory[]> = {
  'three-card-poker': ['high-card', 'pair', 'flush', 'straight', 'three-of-a-kind', 'straight-flush'],
  'zha-jin-hua': ['high-card', 'pair', 'straight', 'flush', 'straight-flush', 'three-of-a-kind'],
};

export interface ThreeCardHand {
  category: ThreeCardCategory;
  /** Ranks that break ties inside the category, most significant first (ace 14; A-2-3 tops at 3). */
  kickers: number[];
}

export function evaluateThree(cards: readonly Card[]): ThreeCardHand {
  const ranks = cards.map(highRankOf).sort((a, b) => b - a) as [number, number, number];
  const flush =
    suitOf(cards[0] as Card) === suitOf(cards[1] as Card) &&
    suitOf(cards[1] as Card) === suitOf(cards[2] as Card);
  const [a, b, c] = ranks;
  const wheel = a === 14 && b === 3 && c === 2;
  const straight = wheel || (a === b + 1 && b === c + 1);
  if (a === c) return { category: 'three-of-a-kind', kickers: [a] };
  if (straight) return { category: flush ? 'straight-flush' : 'straight', kickers: [wheel ? 3 : a] };
  if (flush) return { category: 'flush', kickers: ranks };
  if (a === b) return { category: 'pair', kickers: [a, c] };
  if (b === c) return { category: 'pair', kickers: [b, a] };
  return { category: 'high-card', kickers: ranks };
}

/** One number that orders hands of a game: higher is better, equal is a tie. */
export function strengthOf(hand: ThreeCardHand, order: ThreeCardOrder): number {
  let value = orders[order].indexOf(hand.category);
  for (let i = 0; i < 3; i++) value = value * 15 + (hand.kickers[i] ?? 0);
  return value;
}

/** Every three-card set of a deck with its card masks and its hand, computed once. */
export interface ThreeCardTable {
  sets: number[][];
  low: Int32Array;
  high: Int32Array;
  hands: ThreeCardHand[];
}

let table: ThreeCardTable | undefined;

export function threeCardTable(): ThreeCardTable {
  if (table) return table;
  const sets = combinations(52, 3);
  const low = new Int32Array(sets.length);
  const high = new Int32Array(sets.length);
  sets.forEach((set, i) => {
    for (const card of set) {
      if (card < 26) low[i] = (low[i] as number) | (1 << card);
      else high[i] = (high[i] as number) | (1 << (card - 26));
    }
  });
  table = { sets, low, high, hands: sets.map(evaluateThree) };
  return table;
}

export const maskOf = (cards: readonly Card[]) => {
  let low = 0;
  let high = 0;
  for (const card of cards) {
    if (card < 26) low |= 1 << card;
    else high |= 1 << (card - 26);
  }
  return { low, high };
};

/**
 * For every suit class of a first hand, how the second hands dealt from the other 49 cards
 * compare with it: the count of second hands weaker, equal and stronger, and of second hands
 * below `threshold` (a dealer that does not qualify). Weighted by the class's size, the counts
 * cover all 22,100 × 18,424 ordered deals.
 */
export function versusCounts(
  classes: readonly { cards: number[]; weight: number }[],
  order: ThreeCardOrder,
  threshold = 0,
): { cards: number[]; weight: number; weaker: number; equal: number; stronger: number; below: number }[] {
  const { low, high, hands } = threeCardTable();
  const strengths = Int32Array.from(hands, (hand) => strengthOf(hand, order));
  return classes.map(({ cards, weight }) => {
    const mine = strengthOf(evaluateThree(cards), order);
    const mask = maskOf(cards);
    let weaker = 0;
    let equal = 0;
    let stronger = 0;
    let below = 0;
    for (let i = 0; i < strengths.length; i++) {
      if (((low[i] as number) & mask.low) !== 0 || ((high[i] as number) & mask.high) !== 0) continue;
      const theirs = strengths[i] as number;
      if (theirs < threshold) below++;
      else if (theirs < mine) weaker++;
      else if (theirs === mine) equal++;
      else stronger++;
    }
    return { cards, weight, weaker, equal, stronger, below };
  });
}
