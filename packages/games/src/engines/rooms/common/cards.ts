import { type Rng, shuffle } from '../../../engine/rng.ts';

/**
 * French cards as numbers 0–51, as the platform's other card engines number them: face =
 * card % 13 + 1 (1 ace … 13 king), suit = ⌊card / 13⌋ (0 spades, 1 hearts, 2 clubs, 3 diamonds).
 * Ranks in a game's own order (poker, tiến lên …) are derived from the face where needed.
 */
export type Card = number;

export const faceOf = (card: Card) => (card % 13) + 1;
export const suitOf = (card: Card) => Math.floor(card / 13);
export const cardOf = (face: number, suit: number): Card => suit * 13 + face - 1;
/** Poker order 0–12: two 0 … king 11, ace 12. */
export const pokerRankOf = (card: Card) => (card % 13 === 0 ? 12 : (card % 13) - 1);

/** A whole deck of `size` cards (0 … size − 1) in a uniformly random order. */
export const shuffledDeck = (rng: Rng, size = 52): number[] =>
  shuffle(
    rng,
    Array.from({ length: size }, (_, card) => card),
  );

const faceNames = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const suitNames = ['spades', 'hearts', 'clubs', 'diamonds'] as const;

export interface CardView {
  /** The card's number, which a member's action names (a card to play, discard, arrange). */
  id: Card;
  rank: (typeof faceNames)[number] | 'JOKER';
  suit: (typeof suitNames)[number] | 'black' | 'red';
}

/** A card as a page draws it; 52 and 53 are the small (black) and big (red) jokers. */
export function cardView(card: Card): CardView {
  if (card === 52) return { id: card, rank: 'JOKER', suit: 'black' };
  if (card === 53) return { id: card, rank: 'JOKER', suit: 'red' };
  return {
    id: card,
    rank: faceNames[card % 13] as CardView['rank'],
    suit: suitNames[suitOf(card)] as CardView['suit'],
  };
}

export const cardsView = (cards: readonly Card[]) => cards.map(cardView);

/** Short text of a card for tests and logs: "As", "10h", "Kc", "2d". */
export function cardText(card: Card): string {
  if (card >= 52) return card === 52 ? 'jk' : 'JK';
  return `${faceNames[card % 13]}${'shcd'[suitOf(card)]}`;
}

/** Cards from short texts ("As 10h Kc"), for tests and stacked decks. */
export function cards(text: string): Card[] {
  return text
    .trim()
    .split(/\s+/)
    .map((code) => {
      if (code === 'jk') return 52;
      if (code === 'JK') return 53;
      const faceText = code.slice(0, -1) === 'T' ? '10' : code.slice(0, -1);
      const face = faceNames.indexOf(faceText as (typeof faceNames)[number]);
      const suit = 'shcd'.indexOf(code.slice(-1));
      if (face < 0 || suit < 0) throw new RangeError(`Bad card ${code}`);
      return cardOf(face + 1, suit);
    });
}

/**
 * A seat's hand as `viewer` sees it: how many cards, and the cards themselves when they are the
 * viewer's or the hand is over.
 */
export const handView = (hand: readonly Card[], seat: number, viewer: number, over: boolean) => ({
  seat,
  count: hand.length,
  cards: over || seat === viewer ? cardsView(hand) : null,
});

/** The play to beat and every play so far (a pass logged as null), as the shedding games show them. */
export function playsView(game: {
  current: { type: string; cards: readonly Card[] } | null;
  currentSeat: number;
  log: readonly { seat: number; cards: readonly Card[] | null }[];
}) {
  return {
    table: game.current
      ? { seat: game.currentSeat, type: game.current.type, cards: cardsView(game.current.cards) }
      : null,
    log: game.log.map((entry) => ({
      seat: entry.seat,
      cards: entry.cards ? cardsView(entry.cards) : null,
    })),
  };
}
