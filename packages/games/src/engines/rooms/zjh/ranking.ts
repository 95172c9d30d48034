import { type Card, pokerRankOf, suitOf } from '../common/cards.ts';

/**
 * Zha jin hua (炸金花) hands of three cards, lowest class first: high card (散牌), pair (对子),
 * straight (顺子), flush (金花), straight flush (顺金), leopard (豹子, three of a kind). Aces are
 * high, except in A-2-3, the lowest straight; Q-K-A is the highest. Suits never break a tie.
 */
export const zjhClasses = ['high', 'pair', 'straight', 'flush', 'straightFlush', 'leopard'] as const;

export interface ZjhHand {
  category: number;
  /** Comparable: higher wins, equal ties. */
  score: number;
}

export function zjhHand(cards: readonly Card[]): ZjhHand {
  if (cards.length !== 3) throw new RangeError('A zha jin hua hand has three cards');
  const ranks = cards.map(pokerRankOf).sort((a, b) => b - a) as [number, number, number];
  const flush =
    suitOf(cards[0] as Card) === suitOf(cards[1] as Card) &&
    suitOf(cards[1] as Card) === suitOf(cards[2] as Card);
  const [a, b, c] = ranks;
  const wheel = a === 12 && b === 1 && c === 0;
  const run = (a === b + 1 && b === c + 1) || wheel;
  const score = (category: number, tie: number[]) =>
    tie.reduce((sum, r) => sum * 13 + r, category) * 13 ** (3 - tie.length);
  if (a === c) return { category: 5, score: score(5, [a]) };
  // A-2-3 ranks as a straight to the three.
  if (run && flush) return { category: 4, score: score(4, [wheel ? 1 : a]) };
  if (flush) return { category: 3, score: score(3, ranks) };
  if (run) return { category: 2, score: score(2, [wheel ? 1 : a]) };
  if (a === b || b === c) {
    const pair = b;
    const kicker = a === b ? c : a;
    return { category: 1, score: score(1, [pair, kicker]) };
  }
  return { category: 0, score: score(0, ranks) };
}
