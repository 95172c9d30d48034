import { type Card, cardsView, faceOf, handView, shuffledDeck } from '../common/cards.ts';
import { winnersScoring } from '../common/settle.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { actingHand, passTurn, turnOf } from '../melds/draw-discard.ts';
import { bestDiscard, bestMelds, type MeldRules, meldsWith } from '../melds/melds.ts';

/** Phỏm runs stop at the king: the ace is low only. */
export const phomMelds: MeldRules = { aceHigh: false };
/** Points of a card left out of the phỏm: its face, ace 1 … king 13. */
export const phomPoints = (card: Card) => faceOf(card);
/** Discards each seat makes before the showdown. */
export const phomTurns = 4;

export interface PhomGame {
  hands: Card[][];
  stock: Card[];
  /** Each seat's discards, in order; the last discard of the table is the one to take. */
  discards: Card[][];
  /** Cards taken from discards: they stay in the hand (each made a phỏm when taken). */
  taken: Card[][];
  lastDiscard: { seat: number; card: Card } | null;
  /** Discards each seat has made. */
  turns: number[];
  toAct: number;
  phase: 'draw' | 'discard' | 'over';
  /** Seat that went out with every card in phỏm (ù), if one did. */
  u: number;
  log: { seat: number; action: string; card?: Card }[];
}

/** Whether `card` makes a phỏm with two or more cards of `hand`. */
export const canTake = (hand: readonly Card[], card: Card) =>
  meldsWith(phomMelds, [...hand, card], card).length > 0;

/** Ù: all cards but one (the one to discard) or all of them in phỏm. */
const isU = (hand: readonly Card[]) =>
  bestMelds(phomMelds, hand, phomPoints).deadwood.length <= (hand.length === 10 ? 1 : 0);

export const phomGame: TableGame<PhomGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng);
    const first = (button + 1) % seats;
    // The first seat gets ten cards and opens with a discard; the others nine.
    const hands = Array.from({ length: seats }, () => [] as Card[]);
    let next = 0;
    for (let i = 0; i < seats; i++) {
      const seat = (first + i) % seats;
      const size = i === 0 ? 10 : 9;
      hands[seat] = deck.slice(next, next + size);
      next += size;
    }
    const u = isU(hands[first] as Card[]) ? first : -1;
    return {
      hands,
      stock: deck.slice(next),
      discards: hands.map(() => []),
      taken: hands.map(() => []),
      lastDiscard: null,
      turns: hands.map(() => 0),
      toAct: u >= 0 ? -1 : first,
      phase: u >= 0 ? 'over' : 'discard',
      u,
      log: [],
    };
  },
  turn: turnOf,
  play(game, seat, action: Action) {
    const hand = actingHand(game, seat);
    if (game.phase === 'draw') {
      if (action.type === 'take') {
        const last = game.lastDiscard;
        if (!last || !canTake(hand, last.card)) illegal('take');
        game.discards[last.seat]?.pop();
        hand.push(last.card);
        game.taken[seat]?.push(last.card);
        game.log.push({ seat, action: 'take', card: last.card });
      } else if (action.type === 'draw') {
        hand.push(game.stock.shift() as Card);
        game.log.push({ seat, action: 'draw' });
      } else illegal(action.type);
      game.lastDiscard = null;
      if (isU(hand)) {
        game.u = seat;
        game.phase = 'over';
        return 0;
      }
      game.phase = 'discard';
      return 0;
    }
    const card = action.card as Card;
    if (action.type !== 'discard' || !hand.includes(card)) illegal('discard');
    if (game.taken[seat]?.includes(card)) illegal('taken');
    game.hands[seat] = hand.filter((other) => other !== card);
    game.discards[seat]?.push(card);
    game.lastDiscard = { seat, card };
    game.log.push({ seat, action: 'discard', card });
    game.turns[seat] = (game.turns[seat] ?? 0) + 1;
    passTurn(
      game,
      seat,
      game.turns.every((turns) => turns >= phomTurns),
    );
    return 0;
  },
  strategy(game, seat) {
    const hand = game.hands[seat] as Card[];
    if (game.phase === 'draw') {
      const last = game.lastDiscard;
      return last && canTake(hand, last.card) ? { type: 'take' } : { type: 'draw' };
    }
    return { type: 'discard', card: bestDiscard(phomMelds, hand, phomPoints, game.taken[seat]) };
  },
  outcome(game) {
    if (game.u >= 0) return { winners: [game.u] };
    const points = game.hands.map((hand) => phomScore(hand));
    return winnersScoring(points, Math.min(...points));
  },
  view(game, viewer, over) {
    return {
      phase: game.phase,
      stock: game.stock.length,
      lastDiscard: game.lastDiscard
        ? { seat: game.lastDiscard.seat, card: cardsView([game.lastDiscard.card])[0] }
        : null,
      u: game.u,
      hands: game.hands.map((hand, seat) => {
        const split = over ? bestMelds(phomMelds, hand, phomPoints) : undefined;
        return {
          ...handView(hand, seat, viewer, over),
          taken: cardsView(game.taken[seat] as Card[]),
          discards: cardsView(game.discards[seat] as Card[]),
          ...(split ? { melds: split.melds.map(cardsView), points: phomScore(hand) } : {}),
        };
      }),
      ...(game.toAct === viewer && game.phase !== 'over'
        ? {
            actions:
              game.phase === 'discard'
                ? ['discard']
                : game.lastDiscard && canTake(game.hands[viewer] as Card[], game.lastDiscard.card)
                  ? ['draw', 'take']
                  : ['draw'],
          }
        : {}),
    };
  },
};

/** A hand's score at the showdown: its deadwood points, or 1,000 for a hand without a phỏm (móm). */
export function phomScore(hand: readonly Card[]): number {
  const split = bestMelds(phomMelds, hand, phomPoints);
  return split.melds.length === 0 ? 1000 : split.points;
}
