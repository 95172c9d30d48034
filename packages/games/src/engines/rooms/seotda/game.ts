import { shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { bestTwo, type HwatuCard, monthOf, seotdaHand, seotdaWinners } from './ranking.ts';

export interface SeotdaGame {
  button: number;
  hands: HwatuCard[][];
  /** The card each seat would draw (from the deck, in seat order). */
  spare: HwatuCard[];
  /** Seats still to decide, in order. */
  queue: number[];
  drew: boolean[];
}

/**
 * The house strategy: with a hand of 5 kkeut or better (any ttaeng or special pair included) a
 * seat stands; below it buys the third card.
 */
export const seotdaDraws = (cards: readonly HwatuCard[]) =>
  seotdaHand(cards[0] as HwatuCard, cards[1] as HwatuCard).value < 5;

const hwatuView = (cards: readonly HwatuCard[]) =>
  cards.map((card) => ({ month: monthOf(card), picture: card % 2 === 0 }));

export const seotdaGame: TableGame<SeotdaGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng, 20);
    return {
      button,
      hands: Array.from({ length: seats }, (_, s) => deck.slice(s * 2, s * 2 + 2)),
      spare: Array.from({ length: seats }, (_, s) => deck[seats * 2 + s] as HwatuCard),
      queue: Array.from({ length: seats }, (_, i) => (button + 1 + i) % seats),
      drew: Array.from({ length: seats }, () => false),
    };
  },
  turn: (game) => game.queue[0] ?? -1,
  play(game, seat, action: Action) {
    if (game.queue[0] !== seat) illegal('turn');
    if (action.type !== 'draw' && action.type !== 'stand') illegal(action.type);
    game.queue.shift();
    if (action.type === 'stand') return 0;
    game.drew[seat] = true;
    game.hands[seat]?.push(game.spare[seat] as HwatuCard);
    return 1;
  },
  strategy: (game, seat) => ({ type: seotdaDraws(game.hands[seat] as HwatuCard[]) ? 'draw' : 'stand' }),
  outcome: (game) => ({ winners: seotdaWinners(game.hands.map((cards) => seotdaHand(...bestTwo(cards)))) }),
  view(game, viewer, over) {
    return {
      hands: game.hands.map((cards, seat) => {
        const shown = over || seat === viewer;
        return {
          seat,
          drew: game.drew[seat],
          cards: shown ? hwatuView(cards) : null,
          kept: shown ? hwatuView(bestTwo(cards)) : null,
          hand: shown ? seotdaHand(...bestTwo(cards)).name : null,
        };
      }),
      ...(game.queue[0] === viewer ? { actions: ['stand', 'draw'] } : {}),
    };
  },
};
