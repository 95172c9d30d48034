import { type Card, cardsView, faceOf, handView } from '../common/cards.ts';
import { winnersScoring } from '../common/settle.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { actingHand, dealWithPile, passTurn, turnOf } from '../melds/draw-discard.ts';
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
  deal: (rng, { seats, button }) => ({
    ...dealWithPile(rng, seats, button, rummyHandSize),
    phase: 'draw',
    taken: null,
    out: -1,
    log: [],
  }),
  turn: turnOf,
  play(game, seat, action: Action) {
    const hand = actingHand(game, seat);
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
    const out = allMelded(game.hands[seat] as Card[]);
    if (out) game.out = seat;
    passTurn(game, seat, out);
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
    return winnersScoring(points, Math.min(...points));
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
          ...handView(hand, seat, viewer, over),
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
