import { type Card, cardsView, faceOf, shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { bestDiscard, bestMelds, type MeldRules, meldsWith } from '../melds/melds.ts';

export const rummyMelds: MeldRules = { aceHigh: false };
/** Deadwood points: ace 1, two to ten their face, pictures 10. */
export const rummyPoints = (card: Card) => Math.min(faceOf(card), 10);
export const rummyHandSize = 7;

export interface RummyGame {
  hands: Card[][];
  stock: Card[];
  /** The discard pile, its top last. */
  pile: Card[];
  toAct: number;
  phase: 'draw' | 'discard' | 'over';
  /** The card taken from the pile this turn: it may not go straight back. */
  taken: Card | null;
  /** The seat that went out, or −1 (the stock ran out). */
  out: number;
  log: { seat: number; action: string; card?: Card }[];
}

/** Whether every card of a hand is in melds. */
const allMelded = (hand: readonly Card[]) => bestMelds(rummyMelds, hand, rummyPoints).deadwood.length === 0;

export const rummyGame: TableGame<RummyGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng);
    const dealt = seats * rummyHandSize;
    return {
      hands: Array.from({ length: seats }, (_, s) => deck.slice(s * rummyHandSize, (s + 1) * rummyHandSize)),
      stock: deck.slice(dealt + 1),
      pile: [deck[dealt] as Card],
      toAct: (button + 1) % seats,
      phase: 'draw',
      taken: null,
      out: -1,
      log: [],
    };
  },
  turn: (game) => (game.phase === 'over' ? -1 : game.toAct),
  play(game, seat, action: Action) {
    if (seat !== game.toAct || game.phase === 'over') illegal('turn');
    const hand = game.hands[seat] as Card[];
    if (game.phase === 'draw') {
      if (action.type === 'take' && game.pile.length > 0) {
        const card = game.pile.pop() as Card;
        hand.push(card);
        game.taken = card;
      } else if (action.type === 'draw') {
        hand.push(game.stock.shift() as Card);
        game.taken = null;
      } else illegal(action.type);
      game.log.push({ seat, action: action.type });
      game.phase = 'discard';
      return 0;
    }
    const card = action.card as Card;
    if (action.type !== 'discard' || !hand.includes(card) || card === game.taken) illegal('discard');
    game.hands[seat] = hand.filter((other) => other !== card);
    game.pile.push(card);
    game.log.push({ seat, action: 'discard', card });
    if (allMelded(game.hands[seat] as Card[])) {
      game.out = seat;
      game.phase = 'over';
    } else if (game.stock.length === 0) game.phase = 'over';
    else {
      game.toAct = (seat + 1) % game.hands.length;
      game.phase = 'draw';
    }
    return 0;
  },
  strategy(game, seat) {
    const hand = game.hands[seat] as Card[];
    if (game.phase === 'draw') {
      const top = game.pile[game.pile.length - 1];
      return top !== undefined && meldsWith(rummyMelds, [...hand, top], top).length > 0
        ? { type: 'take' }
        : { type: 'draw' };
    }
    return {
      type: 'discard',
      card: bestDiscard(rummyMelds, hand, rummyPoints, game.taken === null ? [] : [game.taken]),
    };
  },
  outcome(game) {
    if (game.out >= 0) return { winners: [game.out] };
    const points = game.hands.map((hand) => bestMelds(rummyMelds, hand, rummyPoints).points);
    const best = Math.min(...points);
    return { winners: points.flatMap((p, seat) => (p === best ? [seat] : [])) };
  },
  view(game, viewer, over) {
    return {
      phase: game.phase,
      stock: game.stock.length,
      pileTop: game.pile.length > 0 ? cardsView(game.pile.slice(-1))[0] : null,
      out: game.out,
      hands: game.hands.map((hand, seat) => {
        const split = over ? bestMelds(rummyMelds, hand, rummyPoints) : undefined;
        return {
          seat,
          count: hand.length,
          cards: over || seat === viewer ? cardsView(hand) : null,
          ...(split ? { melds: split.melds.map(cardsView), points: split.points } : {}),
        };
      }),
      ...(game.toAct === viewer && game.phase !== 'over'
        ? {
            actions: game.phase === 'draw' ? ['draw', 'take'] : ['discard'],
            ...(game.taken !== null ? { taken: game.taken } : {}),
          }
        : {}),
    };
  },
};
