import { type Card, faceOf, suitOf } from '../common/cards.ts';

/**
 * Combinations of tiến lên miền nam and sâm lốc. Ranks run 3 (0) … K (10), A (11), 2 (12). In
 * tiến lên the suits rank too, ♠ < ♣ < ♦ < ♥, so a card's power is rank × 4 + suit; in sâm lốc
 * suits do not count and a card's power is its rank.
 */
export interface ClimbingRules {
  /** Suits rank (tiến lên); without, equal ranks never beat each other (sâm lốc). */
  suited: boolean;
  /** Three or more consecutive pairs (đôi thông) are a combination and chop twos. */
  pairRuns: boolean;
}

export type ComboType = 'single' | 'pair' | 'triple' | 'four' | 'straight' | 'pairRun';

export interface Combo {
  type: ComboType;
  /** Ranks in a straight or pair run; 1 otherwise. */
  length: number;
  /** Power of the highest card. */
  top: number;
  cards: Card[];
}

export const climbRankOf = (card: Card) => (faceOf(card) + 10) % 13;
export const twoRank = 12;
const suitOrder = [0, 3, 1, 2]; // spades, hearts, clubs, diamonds → ♠ 0 < ♣ 1 < ♦ 2 < ♥ 3
export const powerOf = (rules: ClimbingRules, card: Card) =>
  rules.suited ? climbRankOf(card) * 4 + (suitOrder[suitOf(card)] as number) : climbRankOf(card);

/** The combination `cards` make, or undefined. */
export function comboOf(rules: ClimbingRules, cards: readonly Card[]): Combo | undefined {
  if (cards.length === 0 || new Set(cards).size !== cards.length) return undefined;
  const sorted = [...cards].sort((a, b) => powerOf(rules, a) - powerOf(rules, b));
  const ranks = sorted.map(climbRankOf);
  const top = powerOf(rules, sorted[sorted.length - 1] as Card);
  const n = sorted.length;
  const make = (type: ComboType, length = 1): Combo => ({ type, length, top, cards: sorted });
  if (ranks.every((r) => r === ranks[0])) {
    if (n <= 4) return make((['single', 'pair', 'triple', 'four'] as const)[n - 1] as ComboType);
    return undefined;
  }
  if (n >= 3 && ranks.every((r, i) => r !== twoRank && (i === 0 || r === (ranks[i - 1] as number) + 1)))
    return make('straight', n);
  if (rules.pairRuns && n >= 6 && n % 2 === 0) {
    const pairs = ranks.every((r, i) =>
      i % 2 === 1 ? r === ranks[i - 1] : i === 0 || r === (ranks[i - 1] as number) + 1,
    );
    if (pairs && !ranks.includes(twoRank)) return make('pairRun', n / 2);
  }
  return undefined;
}

/** Whether `play` beats `current` (the combination on the table). */
export function beats(rules: ClimbingRules, play: Combo, current: Combo): boolean {
  if (play.type === current.type && play.length === current.length) return play.top > current.top;
  const currentTwo =
    (current.type === 'single' || current.type === 'pair') &&
    Math.floor(current.top / (rules.suited ? 4 : 1)) === twoRank;
  // Chops (chặt): four of a kind or đôi thông over twos, and over each other.
  if (current.type === 'single' && currentTwo)
    return play.type === 'four' || (play.type === 'pairRun' && play.length >= 3);
  if (current.type === 'pair' && currentTwo)
    return (rules.pairRuns && play.type === 'four') || (play.type === 'pairRun' && play.length >= 4);
  if (current.type === 'pairRun' && current.length === 3)
    return play.type === 'four' || (play.type === 'pairRun' && play.length >= 4);
  if (current.type === 'four') return play.type === 'pairRun' && play.length >= 4;
  return false;
}
