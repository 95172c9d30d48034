import { type Card, cardOf, cardsView, faceOf, handView } from '../common/cards.ts';
import { winnersScoring } from '../common/settle.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { actingHand, dealWithPile, passTurn, turnOf } from '../melds/draw-discard.ts';
import { bestDiscard, bestMelds, isMeld, type MeldRules, meldsWith } from '../melds/melds.ts';

/** Dummy runs may end at the ace (Q-K-A) or start with it (A-2-3). */
export const dummyMelds: MeldRules = { aceHigh: true };
export const dummyHandSize = 7;
export const knockBonus = 50;
const twoOfClubs = cardOf(2, 2);
const queenOfSpades = cardOf(12, 0);

/** Dummy points: two to nine 5, ten and pictures 10, ace 15; the 2♣ and the Q♠ 50. */
export function dummyPoints(card: Card): number {
  if (card === twoOfClubs || card === queenOfSpades) return 50;
  const face = faceOf(card);
  return face === 1 ? 15 : face >= 10 ? 10 : 5;
}

export interface DummyGame {
  hands: Card[][];
  /** Melds each seat has laid on the table. */
  melds: Card[][][];
  stock: Card[];
  pile: Card[];
  toAct: number;
  /** draw; meldTaken (the card taken from the pile must be laid at once); play (meld or discard). */
  phase: 'draw' | 'meldTaken' | 'play' | 'over';
  taken: Card | null;
  knocked: number;
  log: { seat: number; action: string; cards?: Card[] }[];
}

/** Melds the top of the pile would make with the hand, each leaving a card to discard. */
export const takeMelds = (hand: readonly Card[], top: Card) =>
  meldsWith(dummyMelds, [...hand, top], top).filter((meld) => meld.length <= hand.length);

/** A seat's score: the points it laid down, less those still in its hand, and the knock bonus. */
export function dummyScore(game: DummyGame, seat: number): number {
  const laid = (game.melds[seat] ?? []).flat().reduce((sum, card) => sum + dummyPoints(card), 0);
  const held = (game.hands[seat] ?? []).reduce((sum, card) => sum + dummyPoints(card), 0);
  return laid - held + (game.knocked === seat ? knockBonus : 0);
}

export const dummyGame: TableGame<DummyGame> = {
  deal: (rng, { seats, button }) => ({
    ...dealWithPile(rng, seats, button, dummyHandSize),
    melds: Array.from({ length: seats }, () => []),
    phase: 'draw',
    taken: null,
    knocked: -1,
    log: [],
  }),
  turn: turnOf,
  play(game, seat, action: Action) {
    const hand = actingHand(game, seat);
    if (game.phase === 'draw') {
      const top = game.pile[game.pile.length - 1];
      if (action.type === 'take' && top !== undefined && takeMelds(hand, top).length > 0) {
        hand.push(game.pile.pop() as Card);
        game.taken = top;
        game.phase = 'meldTaken';
      } else if (action.type === 'draw') {
        hand.push(game.stock.shift() as Card);
        game.taken = null;
        game.phase = 'play';
      } else illegal(action.type);
      game.log.push({ seat, action: action.type });
      return 0;
    }
    if (action.type === 'meld') {
      const cards = action.cards as Card[];
      if (!Array.isArray(cards) || !cards.every((card) => hand.includes(card)) || !isMeld(dummyMelds, cards))
        illegal('meld');
      if (game.phase === 'meldTaken' && !cards.includes(game.taken as Card)) illegal('taken');
      if (cards.length === hand.length) illegal('discard');
      game.hands[seat] = hand.filter((card) => !cards.includes(card));
      game.melds[seat]?.push(cards);
      game.log.push({ seat, action: 'meld', cards });
      game.phase = 'play';
      return 0;
    }
    if (game.phase !== 'play') illegal('taken');
    const card = action.card as Card;
    if (action.type !== 'discard' || !hand.includes(card)) illegal('discard');
    game.hands[seat] = hand.filter((other) => other !== card);
    game.pile.push(card);
    game.log.push({ seat, action: 'discard', cards: [card] });
    const knocked = game.hands[seat]?.length === 0;
    if (knocked) game.knocked = seat;
    passTurn(game, seat, knocked);
    return 0;
  },
  strategy(game, seat) {
    const hand = game.hands[seat] as Card[];
    if (game.phase === 'draw') {
      const top = game.pile[game.pile.length - 1];
      return top !== undefined && takeMelds(hand, top).length > 0 ? { type: 'take' } : { type: 'draw' };
    }
    if (game.phase === 'meldTaken') {
      const taken = game.taken as Card;
      const options = meldsWith(dummyMelds, hand, taken).filter((meld) => meld.length < hand.length);
      const best = options.reduce((top, meld) => (meld.length > top.length ? meld : top), options[0] ?? []);
      return { type: 'meld', cards: best };
    }
    // Lay down the melds that leave the fewest points in hand, one at a time, keeping a card to discard.
    const discard = bestDiscard(dummyMelds, hand, dummyPoints);
    const split = bestMelds(
      dummyMelds,
      hand.filter((card) => card !== discard),
      dummyPoints,
    );
    const meld = split.melds[0];
    if (meld) return { type: 'meld', cards: meld };
    return { type: 'discard', card: discard };
  },
  outcome(game) {
    const scores = game.hands.map((_, seat) => dummyScore(game, seat));
    return winnersScoring(scores, Math.max(...scores));
  },
  view(game, viewer, over) {
    return {
      phase: game.phase,
      stock: game.stock.length,
      pileTop: game.pile.length > 0 ? cardsView(game.pile.slice(-1))[0] : null,
      knocked: game.knocked,
      hands: game.hands.map((hand, seat) => ({
        ...handView(hand, seat, viewer, over),
        melds: (game.melds[seat] ?? []).map(cardsView),
        score: dummyScore(game, seat),
      })),
      ...(game.toAct === viewer && game.phase !== 'over'
        ? {
            actions:
              game.phase === 'draw'
                ? ['draw', 'take']
                : game.phase === 'meldTaken'
                  ? ['meld']
                  : ['meld', 'discard'],
            ...(game.taken !== null ? { taken: game.taken } : {}),
          }
        : {}),
    };
  },
};
