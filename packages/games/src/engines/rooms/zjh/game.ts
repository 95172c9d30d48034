import type { Card } from '../common/cards.ts';
import { cardsView, pokerRankOf, shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { zjhClasses, zjhHand } from './ranking.ts';

/** Betting: a turn pays the current level (in antes); a raise lifts it by one, up to this. */
export const zjhMaxLevel = 4;
/** Betting rounds before the showdown. */
export const zjhRounds = 3;

export interface ZjhGame {
  button: number;
  hands: Card[][];
  folded: boolean[];
  level: number;
  round: number;
  /** Seat to act, −1 when over. */
  toAct: number;
  /** Seats still to act this round, in order. */
  queue: number[];
  log: { seat: number; action: string; level: number }[];
}

const alive = (game: ZjhGame) => game.folded.flatMap((out, seat) => (out ? [] : [seat]));

/** The seats in play order for a round: from the seat after the button, folded seats left out. */
const roundOrder = (game: ZjhGame) => {
  const seats = game.hands.length;
  return Array.from({ length: seats }, (_, i) => (game.button + 1 + i) % seats).filter(
    (s) => !game.folded[s],
  );
};

const next = (game: ZjhGame) => {
  if (alive(game).length === 1) {
    game.toAct = -1;
    return;
  }
  while (game.queue.length === 0) {
    game.round += 1;
    if (game.round > zjhRounds) {
      game.toAct = -1;
      return;
    }
    game.queue = roundOrder(game);
  }
  game.toAct = game.queue.shift() as number;
};

export const zjhActions = (game: ZjhGame) =>
  game.level < zjhMaxLevel ? ['fold', 'call', 'raise'] : ['fold', 'call'];

/**
 * The house strategy, from the seat's own three cards, the level and the round: straights and
 * better raise (call at the top level); a pair of tens or better raises to level 3 and calls
 * above; a lower pair calls up to level 2; ace high calls up to level 2 in rounds 1–2; king high
 * calls at level 1 in round 1; anything else folds.
 */
export function zjhStrategy(hand: readonly Card[], level: number, round: number): 'fold' | 'call' | 'raise' {
  const { category } = zjhHand(hand);
  const ranks = hand.map(pokerRankOf).sort((a, b) => b - a);
  const top = ranks[0] as number;
  if (category >= 2) return level < zjhMaxLevel ? 'raise' : 'call';
  if (category === 1) {
    const pair = ranks[1] as number;
    if (pair >= 8) return level < 3 ? 'raise' : 'call';
    return level <= 2 ? 'call' : 'fold';
  }
  if (top === 12 && level <= 2 && round <= 2) return 'call';
  if (top === 11 && level === 1 && round === 1) return 'call';
  return 'fold';
}

export const zjhGame: TableGame<ZjhGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng);
    const game: ZjhGame = {
      button,
      hands: Array.from({ length: seats }, (_, s) => deck.slice(s * 3, s * 3 + 3)),
      folded: Array.from({ length: seats }, () => false),
      level: 1,
      round: 1,
      toAct: -1,
      queue: [],
      log: [],
    };
    game.queue = roundOrder(game);
    next(game);
    return game;
  },
  turn: (game) => game.toAct,
  play(game, seat, action: Action) {
    if (seat !== game.toAct) illegal('turn');
    let antes = 0;
    if (action.type === 'fold') game.folded[seat] = true;
    else if (action.type === 'call') antes = game.level;
    else if (action.type === 'raise') {
      if (game.level >= zjhMaxLevel) illegal('level');
      game.level += 1;
      antes = game.level;
    } else illegal(action.type);
    game.log.push({ seat, action: action.type, level: game.level });
    next(game);
    return antes;
  },
  strategy: (game, seat) => ({ type: zjhStrategy(game.hands[seat] as Card[], game.level, game.round) }),
  outcome(game) {
    const inPlay = alive(game);
    const scores = inPlay.map((seat) => zjhHand(game.hands[seat] as Card[]).score);
    const best = Math.max(...scores);
    return { winners: inPlay.filter((_, i) => scores[i] === best) };
  },
  view(game, viewer, over) {
    const showdown = over && alive(game).length > 1;
    return {
      level: game.level,
      round: Math.min(game.round, zjhRounds),
      hands: game.hands.map((hand, seat) => {
        const shown = seat === viewer || (showdown && !game.folded[seat]);
        return {
          seat,
          folded: game.folded[seat],
          cards: shown ? cardsView(hand) : null,
          class: shown ? zjhClasses[zjhHand(hand).category] : null,
        };
      }),
      log: game.log,
      ...(game.toAct === viewer ? { actions: zjhActions(game) } : {}),
    };
  },
};
