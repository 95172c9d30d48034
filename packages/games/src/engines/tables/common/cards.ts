import type { Rng } from '../../../engine/rng.ts';

/**
 * Playing cards as numbers 0–51: rank = card % 13 + 1 (1 ace … 13 king), suit = ⌊card / 13⌋
 * (0 spades, 1 hearts, 2 clubs, 3 diamonds). A shoe of several decks repeats the 52.
 */
export type Card = number;

export const rankOf = (card: Card) => (card % 13) + 1;
export const suitOf = (card: Card) => Math.floor(card / 13) % 4;
/** Poker order: two 2 … king 13, ace 14. */
export const highRankOf = (card: Card) => (card % 13 === 0 ? 14 : (card % 13) + 1);

/**
 * The first `count` cards of a freshly shuffled shoe of `decks` decks: a partial Fisher–Yates
 * over the shoe's positions that only remembers the positions it swapped, so a round of an
 * 8-deck game costs its few cards, not 416.
 */
export function dealShoe(rng: Rng, count: number, decks = 1): Card[] {
  const size = decks * 52;
  if (count > size) throw new RangeError('Not enough cards');
  const swapped = new Map<number, number>();
  const cards: Card[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(size - i);
    const drawn = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    cards.push(drawn % 52);
  }
  return cards;
}

/** One card of an infinite deck: every card equally likely at every draw. */
export const infiniteCard = (rng: Rng): Card => rng.int(52);

const rankNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const suitNames = ['spades', 'hearts', 'clubs', 'diamonds'] as const;

export interface CardView {
  rank: (typeof rankNames)[number];
  suit: (typeof suitNames)[number];
}

/** A card as a page draws it. */
export const cardView = (card: Card): CardView => ({
  rank: rankNames[card % 13] as CardView['rank'],
  suit: suitNames[suitOf(card)] as CardView['suit'],
});
