import { BetRefused, type InstantKind, type RoundView, type Rules } from '../../../engine/kind.ts';
import { ratioPercent } from '../../../engine/ratio.ts';
import { type Card, cardsView, shuffledDeck } from '../common/cards.ts';
import {
  exactShare,
  handOption,
  type RoomConfig,
  rakePercent,
  roomConfigFor,
  roomStake,
  roomTiers,
  tiersTable,
} from '../common/room.ts';
import { drawsOn, pokdengHand } from './hand.ts';
import { dengPerStake, dengResult, pokdengMath } from './math.ts';

/** Pok deng against the house dealer: the member at seat 0, house players 1 … n − 2, the dealer last. */
export interface PokdengState {
  tier: number;
  stake: number;
  /** Three cards per seat, fixed places of one shuffled deck: two dealt, the third if drawn. */
  blocks: Card[][];
  drew: boolean[];
  done: boolean;
}

const dealerOf = (state: PokdengState) => state.blocks.length - 1;
const held = (state: PokdengState, seat: number) =>
  (state.blocks[seat] as Card[]).slice(0, state.drew[seat] ? 3 : 2);
const isPok = (cards: readonly Card[]) => pokdengHand(cards.slice(0, 2)).name === 'pok';

/** Each seat's result against the dealer, in deng: pok hands are settled on the first two cards. */
function results(state: PokdengState) {
  const dealer = dealerOf(state);
  const dealerTwo = pokdengHand((state.blocks[dealer] as Card[]).slice(0, 2));
  const dealerFinal = pokdengHand(held(state, dealer));
  return state.blocks.slice(0, dealer).map((block, seat) => {
    if (dealerTwo.name === 'pok' || isPok(block))
      return dengResult(pokdengHand(block.slice(0, 2)), dealerTwo);
    return dengResult(pokdengHand(held(state, seat)), dealerFinal);
  });
}

/** The member's gross return: a deng is a fifth of the stake; the house keeps `rake` of a win. */
function memberWin(config: RoomConfig, state: PokdengState): number {
  const unit = state.stake / dengPerStake;
  const deng = results(state)[0] as number;
  if (deng > 0) return state.stake + deng * unit - exactShare(deng * unit, config.rake);
  return state.stake + deng * unit;
}

/** House players (and the dealer) draw on 0–4; a pok never draws. */
function finish(state: PokdengState) {
  const dealer = dealerOf(state);
  const dealerPok = isPok(state.blocks[dealer] as Card[]);
  for (let seat = 1; seat <= dealer; seat++) {
    const block = state.blocks[seat] as Card[];
    state.drew[seat] = !dealerPok && !isPok(block) && drawsOn(pokdengHand(block.slice(0, 2)).points);
  }
  state.done = true;
}

function view(config: RoomConfig, state: PokdengState): RoundView {
  const dealer = dealerOf(state);
  const deng = state.done ? results(state) : [];
  return {
    family: config.family,
    room: roomTiers[state.tier]?.name,
    ante: state.stake,
    dengValue: state.stake / dengPerStake,
    rake: rakePercent(config.rake),
    seats: state.blocks.map((_, seat) => {
      const shown = state.done || seat === 0;
      const hand = shown ? pokdengHand(held(state, seat)) : undefined;
      return {
        seat,
        player: seat === 0 ? 'member' : seat === dealer ? 'dealer' : 'house',
        cards: shown ? cardsView(held(state, seat)) : null,
        hand: hand ? { name: hand.name, points: hand.points, deng: hand.deng } : null,
        ...(state.done && seat !== dealer ? { deng: deng[seat] } : {}),
      };
    }),
    ...(state.done
      ? { winners: deng.flatMap((result, seat) => (result > 0 ? [seat] : [])) }
      : { actions: ['draw', 'stand'] }),
  };
}

const step = (config: RoomConfig, state: PokdengState) => ({
  state,
  done: state.done,
  win: state.done ? memberWin(config, state) : 0,
  view: view(config, state),
});

export const pokdengKind: InstantKind<RoomConfig, PokdengState> = {
  kind: 'room-pokdeng',
  mode: 'instant',
  configFor: (game) => roomConfigFor(game, 'POKDENG', 6),
  betOptions: () => [handOption()],
  rules: (config): Rules => ({
    paragraphs: [
      { key: 'rooms.pokdeng.rules.table', values: { players: config.seats - 1 } },
      { key: 'rooms.pokdeng.rules.points' },
      { key: 'rooms.pokdeng.rules.pok' },
      { key: 'rooms.pokdeng.rules.ranking' },
      { key: 'rooms.pokdeng.rules.deng' },
      { key: 'rooms.pokdeng.rules.stake', values: { deng: dengPerStake, rake: rakePercent(config.rake) } },
      { key: 'rooms.pokdeng.rules.strategy' },
      { key: 'rooms.rules.banker', values: { rtp: ratioPercent(pokdengMath(config.rake).rtp) } },
    ],
    tables: [tiersTable()],
  }),
  rtp(config) {
    const math = pokdengMath(config.rake);
    return {
      theoretical: math.rtp,
      method:
        `enumerated all ${math.deals.toLocaleString('en')} deals of the member's and the dealer's cards ` +
        '(C(52,2) × C(50,2) two-card starts, counted once per suit relabelling, × 48 × 47 third cards), both ' +
        `drawing on 0–4: the member wins ${math.wins} and loses ${math.losses}, ${math.wonDeng} deng won and ` +
        `${math.lostDeng} lost; a deng is 1/${dengPerStake} of the stake and the house keeps ` +
        `${config.rake.num}/${config.rake.den} of a win`,
    };
  },
  start(config, bet, rng) {
    const { tier, stake } = roomStake(bet);
    const deck = shuffledDeck(rng);
    const blocks = Array.from({ length: config.seats }, (_, seat) => deck.slice(seat * 3, seat * 3 + 3));
    const state: PokdengState = { tier, stake, blocks, drew: blocks.map(() => false), done: false };
    if (isPok(blocks[0] as Card[]) || isPok(blocks[dealerOf(state)] as Card[])) finish(state);
    return step(config, state);
  },
  act(config, state, action) {
    if (state.done) throw new BetRefused('rooms.refused.turn');
    if (action.type !== 'draw' && action.type !== 'stand') throw new BetRefused('rooms.refused.action');
    const next: PokdengState = { ...state, drew: [...state.drew] };
    next.drew[0] = action.type === 'draw';
    finish(next);
    return step(config, next);
  },
  autoplay: (_config, state) => ({
    type: drawsOn(pokdengHand((state.blocks[0] as Card[]).slice(0, 2)).points) ? 'draw' : 'stand',
  }),
};
