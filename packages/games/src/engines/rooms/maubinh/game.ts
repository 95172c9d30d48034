import { type Card, cardsView, shuffledDeck } from '../common/cards.ts';
import { pokerClasses } from '../common/poker.ts';
import { winnersScoring } from '../common/settle.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import {
  type Arrangement,
  fouled,
  handOf,
  houseArrangement,
  type Instant,
  instantOf,
  isArrangementOf,
} from './arrange.ts';
import { chiTotals, type Declared } from './score.ts';

export interface MaubinhGame {
  hands: Card[][];
  /** Each seat's instant hand, found at the deal. */
  instants: (Instant | null)[];
  /** Seats still to arrange, in order. */
  queue: number[];
  declared: (Declared | null)[];
}

const partView = (cards: readonly Card[]) => ({
  cards: cardsView(cards),
  class: pokerClasses[handOf(cards).category],
});

export const maubinhGame: TableGame<MaubinhGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng);
    const hands = Array.from({ length: seats }, (_, s) => deck.slice(s * 13, s * 13 + 13));
    return {
      hands,
      instants: hands.map((hand) => instantOf(hand) ?? null),
      queue: Array.from({ length: seats }, (_, i) => (button + 1 + i) % seats),
      declared: Array.from({ length: seats }, () => null),
    };
  },
  turn: (game) => game.queue[0] ?? -1,
  play(game, seat, action: Action) {
    if (game.queue[0] !== seat) illegal('turn');
    if (action.type !== 'arrange') illegal(action.type);
    const hand = game.hands[seat] as Card[];
    const arrangement = { back: action.back, middle: action.middle, front: action.front } as Arrangement;
    if (!isArrangementOf(hand, arrangement)) illegal('cards');
    const instant = game.instants[seat];
    game.declared[seat] = { arrangement, ...(instant ? { instant } : {}) };
    game.queue.shift();
    return 0;
  },
  strategy: (game, seat) => ({ type: 'arrange', ...houseArrangement(game.hands[seat] as Card[]) }),
  outcome(game) {
    const totals = chiTotals(game.declared as Declared[]);
    return winnersScoring(totals, Math.max(...totals));
  },
  view(game, viewer, over) {
    const totals = over ? chiTotals(game.declared as Declared[]) : [];
    return {
      hands: game.hands.map((hand, seat) => {
        const declared = game.declared[seat];
        const shown = over || seat === viewer;
        return {
          seat,
          cards: shown ? cardsView(hand) : null,
          instant: shown ? game.instants[seat] : null,
          ...(over && declared
            ? {
                back: partView(declared.arrangement.back),
                middle: partView(declared.arrangement.middle),
                front: partView(declared.arrangement.front),
                fouled: fouled(declared.arrangement),
                chi: totals[seat],
              }
            : {}),
        };
      }),
      ...(game.queue[0] === viewer
        ? { actions: ['arrange'], suggested: houseArrangement(game.hands[viewer] as Card[]) }
        : {}),
    };
  },
};
