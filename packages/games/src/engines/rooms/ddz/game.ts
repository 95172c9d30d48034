import { type Card, cardsView, handView, playsView, shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { type DdzCombo, ddzPlayOver } from './combos.ts';
import { ddzFollow, ddzLead, houseBid } from './strategy.ts';

export interface DdzGame {
  hands: Card[][];
  /** The three cards the landlord takes, shown to all once the bidding ends. */
  kitty: Card[];
  phase: 'bid' | 'play' | 'over';
  /** Each seat's bid (0 a pass), in bidding order. */
  bids: { seat: number; bid: number }[];
  bidQueue: number[];
  highBid: number;
  landlord: number;
  toAct: number;
  current: DdzCombo | null;
  currentSeat: number;
  /** Passes since the last play: two end the trick. */
  passes: number;
  winners: number[];
  log: { seat: number; cards: Card[] | null }[];
}

function startPlay(game: DdzGame) {
  const best = game.bids.reduce((top, bid) => (bid.bid > top.bid ? bid : top), { seat: -1, bid: 0 });
  // Nobody bid: the first seat to bid plays landlord at 1.
  game.landlord = best.seat >= 0 ? best.seat : (game.bids[0]?.seat as number);
  game.highBid = Math.max(best.bid, 1);
  game.hands[game.landlord]?.push(...game.kitty);
  game.phase = 'play';
  game.toAct = game.landlord;
  game.currentSeat = game.landlord;
}

const partners = (game: DdzGame, a: number, b: number) => a !== game.landlord && b !== game.landlord;

export const ddzGame: TableGame<DdzGame> = {
  deal(rng, { seats, button }) {
    if (seats !== 3) throw new RangeError('Dou di zhu is played by three');
    const deck = shuffledDeck(rng, 54);
    const bidQueue = [0, 1, 2].map((i) => (button + 1 + i) % 3);
    return {
      hands: [0, 1, 2].map((s) => deck.slice(s * 17, s * 17 + 17)),
      kitty: deck.slice(51),
      phase: 'bid',
      bids: [],
      bidQueue: bidQueue.slice(1),
      highBid: 0,
      landlord: -1,
      toAct: bidQueue[0] as number,
      current: null,
      currentSeat: -1,
      passes: 0,
      winners: [],
      log: [],
    };
  },
  turn: (game) => (game.phase === 'over' ? -1 : game.toAct),
  play(game, seat, action: Action) {
    if (seat !== game.toAct || game.phase === 'over') illegal('turn');
    if (game.phase === 'bid') {
      const bid = action.type === 'bid' ? action.bid : undefined;
      if (typeof bid !== 'number' || ![0, 1, 2, 3].includes(bid) || (bid !== 0 && bid <= game.highBid))
        illegal('bid');
      game.bids.push({ seat, bid });
      game.highBid = Math.max(game.highBid, bid);
      const next = game.bidQueue.shift();
      if (bid === 3 || next === undefined) startPlay(game);
      else game.toAct = next;
      return 0;
    }
    if (action.type === 'pass') {
      if (!game.current) illegal('lead');
      game.log.push({ seat, cards: null });
      game.passes += 1;
      game.toAct = (seat + 1) % 3;
      if (game.passes === 2) {
        game.current = null;
        game.passes = 0;
      }
      return 0;
    }
    if (action.type !== 'play' || !Array.isArray(action.cards)) illegal(action.type);
    const hand = game.hands[seat] as Card[];
    const cards = action.cards as Card[];
    if (!cards.every((card) => hand.includes(card))) illegal('cards');
    const combo = ddzPlayOver(cards, game.current);
    if (!combo) illegal(game.current ? 'low' : 'combination');
    game.hands[seat] = hand.filter((card) => !cards.includes(card));
    game.current = combo;
    game.currentSeat = seat;
    game.passes = 0;
    game.log.push({ seat, cards: combo.cards });
    if (game.hands[seat]?.length === 0) {
      game.winners = seat === game.landlord ? [seat] : [0, 1, 2].filter((s) => s !== game.landlord);
      game.phase = 'over';
      return 0;
    }
    game.toAct = (seat + 1) % 3;
    return 0;
  },
  strategy(game, seat) {
    const hand = game.hands[seat] as Card[];
    if (game.phase === 'bid') return { type: 'bid', bid: houseBid(hand, game.highBid) };
    if (!game.current) return { type: 'play', cards: ddzLead(hand).cards };
    if (partners(game, seat, game.currentSeat)) return { type: 'pass' };
    const play = ddzFollow(hand, game.current, game.hands[game.currentSeat]?.length ?? 0);
    return play ? { type: 'play', cards: play.cards } : { type: 'pass' };
  },
  outcome: (game) => ({ winners: game.winners }),
  view(game, viewer, over) {
    return {
      phase: game.phase,
      bids: game.bids,
      landlord: game.landlord,
      kitty: game.phase === 'bid' && !over ? null : cardsView(game.kitty),
      hands: game.hands.map((hand, seat) => handView(hand, seat, viewer, over)),
      ...playsView(game),
      ...(game.toAct === viewer && game.phase !== 'over'
        ? {
            actions: game.phase === 'bid' ? ['bid'] : game.current ? ['play', 'pass'] : ['play'],
            ...(game.phase === 'bid'
              ? { allowedBids: [0, 1, 2, 3].filter((bid) => bid === 0 || bid > game.highBid) }
              : {}),
          }
        : {}),
    };
  },
};
