import type { Rng } from '../../../engine/rng.ts';
import { type Card, shuffledDeck } from '../common/cards.ts';
import { illegal } from '../common/table.ts';

/** What the draw-and-discard games (phỏm, rummy, dummy) share: each seat in turn draws, then discards. */
export interface DrawDiscardGame {
  hands: Card[][];
  stock: Card[];
  toAct: number;
  phase: string;
}

/** The seat to act, or −1 once the hand is over. */
export const turnOf = (game: DrawDiscardGame) => (game.phase === 'over' ? -1 : game.toAct);

/** The hand of `seat`, which must be the one to act. */
export function actingHand(game: DrawDiscardGame, seat: number): Card[] {
  if (seat !== game.toAct || game.phase === 'over') illegal('turn');
  return game.hands[seat] as Card[];
}

/** After `seat`'s discard: the hand is over when `ended` or the stock is empty, else the next seat draws. */
export function passTurn(game: DrawDiscardGame, seat: number, ended: boolean) {
  if (ended || game.stock.length === 0) game.phase = 'over';
  else {
    game.toAct = (seat + 1) % game.hands.length;
    game.phase = 'draw';
  }
}

/**
 * Rummy's and dummy's deal: `handSize` cards a seat, the next one face up on the pile, the rest
 * the stock; the seat after the button plays first.
 */
export function dealWithPile(rng: Rng, seats: number, button: number, handSize: number) {
  const deck = shuffledDeck(rng);
  const dealt = seats * handSize;
  return {
    hands: Array.from({ length: seats }, (_, s) => deck.slice(s * handSize, (s + 1) * handSize)),
    stock: deck.slice(dealt + 1),
    pile: [deck[dealt] as Card],
    toAct: (button + 1) % seats,
  };
}
