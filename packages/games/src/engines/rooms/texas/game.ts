import { type Card, cardsView, shuffledDeck } from '../common/cards.ts';
import { bestPokerHand, pokerClasses } from '../common/poker.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { texasMove } from './strategy.ts';

/** Fixed limit: bets of one ante before the turn, two antes on the turn and the river; four per round. */
export const texasBetSizes = [1, 1, 2, 2];
export const texasCap = 4;
const boardSizes = [0, 3, 4, 5];

export interface TexasGame {
  button: number;
  hole: Card[][];
  /** The five community cards, dealt face down; `boardSizes[street]` of them are shown. */
  board: Card[];
  /** 0 preflop, 1 flop, 2 turn, 3 river, 4 over. */
  street: number;
  folded: boolean[];
  /** Antes each seat has bet this round, and the round's bet to match. */
  inRound: number[];
  bet: number;
  bets: number;
  /** Seats still to act this round, in order. */
  queue: number[];
  log: { street: number; seat: number; action: string; put: number }[];
}

const alive = (game: TexasGame) => game.folded.flatMap((out, seat) => (out ? [] : [seat]));
const seatsAfter = (game: TexasGame, seat: number) => {
  const count = game.hole.length;
  return Array.from({ length: count - 1 }, (_, i) => (seat + 1 + i) % count).filter((s) => !game.folded[s]);
};
export const visibleBoard = (game: TexasGame) => game.board.slice(0, boardSizes[Math.min(game.street, 3)]);

function openRound(game: TexasGame) {
  game.inRound = game.inRound.map(() => 0);
  game.bet = 0;
  game.bets = 0;
  game.queue = [...seatsAfter(game, game.button), game.button].filter((s) => !game.folded[s]);
}

function next(game: TexasGame) {
  if (alive(game).length === 1) {
    game.street = 4;
    game.queue = [];
    return;
  }
  while (game.queue.length === 0 && game.street < 4) {
    game.street += 1;
    if (game.street < 4) openRound(game);
  }
}

export const texasToCall = (game: TexasGame, seat: number) => game.bet - (game.inRound[seat] ?? 0);

export const texasGame: TableGame<TexasGame> = {
  deal(rng, { seats, button }) {
    const deck = shuffledDeck(rng);
    const game: TexasGame = {
      button,
      hole: Array.from({ length: seats }, (_, s) => deck.slice(s * 2, s * 2 + 2)),
      board: deck.slice(seats * 2, seats * 2 + 5),
      street: 0,
      folded: Array.from({ length: seats }, () => false),
      inRound: [],
      bet: 0,
      bets: 0,
      queue: [],
      log: [],
    };
    openRound(game);
    return game;
  },
  turn: (game) => (game.street < 4 ? (game.queue[0] ?? -1) : -1),
  play(game, seat, action: Action) {
    if (game.queue[0] !== seat) illegal('turn');
    const toCall = texasToCall(game, seat);
    let put = 0;
    let type = action.type === 'check' ? 'call' : action.type;
    if (type === 'raise' && game.bets >= texasCap) type = 'call';
    if (type === 'fold') game.folded[seat] = true;
    else if (type === 'call') put = toCall;
    else if (type === 'raise') {
      game.bet += texasBetSizes[game.street] as number;
      game.bets += 1;
      put = game.bet - (game.inRound[seat] ?? 0);
    } else illegal(action.type);
    game.inRound[seat] = (game.inRound[seat] ?? 0) + put;
    game.queue.shift();
    if (type === 'raise') game.queue = seatsAfter(game, seat);
    game.log.push({ street: game.street, seat, action: type === 'call' && put === 0 ? 'check' : type, put });
    next(game);
    return put;
  },
  strategy(game, seat) {
    return {
      type: texasMove(game.hole[seat] as Card[], visibleBoard(game), game.bets, texasToCall(game, seat)),
    };
  },
  outcome(game) {
    const inPlay = alive(game);
    const scores = inPlay.map((seat) => bestPokerHand([...(game.hole[seat] as Card[]), ...game.board]).score);
    const best = Math.max(...scores);
    return { winners: inPlay.filter((_, i) => scores[i] === best) };
  },
  view(game, viewer, over) {
    const showdown = over && alive(game).length > 1;
    const board = over && showdown ? game.board : visibleBoard(game);
    return {
      street: ['preflop', 'flop', 'turn', 'river', 'showdown'][game.street],
      board: cardsView(board),
      hands: game.hole.map((hole, seat) => {
        const shown = seat === viewer || (showdown && !game.folded[seat]);
        const made = shown ? bestPokerHand([...hole, ...board]) : undefined;
        return {
          seat,
          folded: game.folded[seat],
          cards: shown ? cardsView(hole) : null,
          class: made && board.length >= 3 ? pokerClasses[made.category] : null,
        };
      }),
      log: game.log,
      ...(game.queue[0] === viewer && game.street < 4
        ? {
            toCall: texasToCall(game, viewer),
            betSize: texasBetSizes[game.street],
            actions: game.bets < texasCap ? ['fold', 'call', 'raise'] : ['fold', 'call'],
          }
        : {}),
    };
  },
};
