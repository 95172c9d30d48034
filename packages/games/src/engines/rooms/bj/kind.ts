import { BetRefused, type InstantKind, type RoundView, type Rules } from '../../../engine/kind.ts';
import { ratio, ratioPercent } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardsView } from '../common/cards.ts';
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
import { bjValueOf, countOf, houseHits, isNatural, memberHits, totalOf } from './hand.ts';
import { bjMath } from './math.ts';

/** Blackjack duel: the member against one house player, who plays the dealer's part. */
export interface BjState {
  tier: number;
  stake: number;
  member: Card[];
  house: Card[];
  done: boolean;
}

/** No rake: the house's edge is acting second (a member who busts loses before the house draws). */
export const bjRake = ratio(0);

/** A card of the continuously shuffled shoe: every card equally likely at every draw. */
const draw = (rng: Rng): Card => rng.int(52);
const total = (cards: readonly Card[]) => totalOf(countOf(cards.map(bjValueOf)));
const natural = (cards: readonly Card[]) => isNatural(cards.map(bjValueOf));

export type BjResult = 'win' | 'push' | 'loss';

export function bjResult(state: BjState): BjResult {
  const memberNatural = natural(state.member);
  const houseNatural = natural(state.house);
  if (memberNatural || houseNatural)
    return memberNatural && houseNatural ? 'push' : memberNatural ? 'win' : 'loss';
  const mine = total(state.member);
  const theirs = total(state.house);
  if (mine > 21) return 'loss';
  if (theirs > 21 || mine > theirs) return 'win';
  return mine === theirs ? 'push' : 'loss';
}

function houseDraws(state: BjState, rng: Rng) {
  if (total(state.member) <= 21)
    while (houseHits(countOf(state.house.map(bjValueOf)))) state.house.push(draw(rng));
  state.done = true;
}

function memberGross(config: RoomConfig, state: BjState): number {
  const result = bjResult(state);
  if (result === 'push') return state.stake;
  if (result === 'loss') return 0;
  const pot = state.stake * 2;
  return pot - exactShare(pot, config.rake);
}

function view(config: RoomConfig, state: BjState): RoundView {
  return {
    family: config.family,
    room: roomTiers[state.tier]?.name,
    ante: state.stake,
    pot: state.stake * 2,
    rake: rakePercent(config.rake),
    seats: [
      { seat: 0, player: 'member', cards: cardsView(state.member), total: total(state.member) },
      {
        seat: 1,
        player: 'house',
        cards: state.done ? cardsView(state.house) : cardsView(state.house.slice(0, 1)),
        total: state.done ? total(state.house) : null,
      },
    ],
    ...(state.done ? { result: bjResult(state) } : { actions: ['hit', 'stand'] }),
  };
}

const step = (config: RoomConfig, state: BjState) => ({
  state,
  done: state.done,
  win: state.done ? memberGross(config, state) : 0,
  view: view(config, state),
});

export const bjKind: InstantKind<RoomConfig, BjState> = {
  kind: 'room-bj',
  mode: 'instant',
  configFor: (game) => roomConfigFor(game, 'BJ', 2, bjRake),
  betOptions: () => [handOption()],
  rules: (config): Rules => ({
    paragraphs: [
      { key: 'rooms.bj.rules.table' },
      { key: 'rooms.bj.rules.shoe' },
      { key: 'rooms.bj.rules.naturals' },
      { key: 'rooms.bj.rules.play' },
      { key: 'rooms.bj.rules.house' },
      { key: 'rooms.bj.rules.payout', values: { rake: rakePercent(config.rake) } },
      { key: 'rooms.bj.rules.strategy' },
      { key: 'rooms.rules.banker', values: { rtp: ratioPercent(bjMath(config.rake).rtp) } },
    ],
    tables: [tiersTable()],
  }),
  rtp(config) {
    const math = bjMath(config.rake);
    return {
      theoretical: math.rtp,
      method:
        'enumerated every start (member two, house face-up and hole: 10⁴ values from a continuously shuffled ' +
        'shoe, ten-valued 4/13) and every card of both hands played out, the member by the published autoplay, ' +
        `the house to 17: win ${ratioPercent(math.win)}, push ${ratioPercent(math.push)}; ` +
        `RTP = 2 × win × (1 − rake) + push = ${math.rtp.num}/${math.rtp.den}`,
    };
  },
  start(config, bet, rng) {
    const { tier, stake } = roomStake(bet);
    const state: BjState = {
      tier,
      stake,
      member: [draw(rng), draw(rng)],
      house: [draw(rng), draw(rng)],
      done: false,
    };
    if (natural(state.member) || natural(state.house)) state.done = true;
    return step(config, state);
  },
  act(config, state, action, rng) {
    if (state.done) throw new BetRefused('rooms.refused.turn');
    if (action.type !== 'hit' && action.type !== 'stand') throw new BetRefused('rooms.refused.action');
    const next: BjState = { ...state, member: [...state.member], house: [...state.house] };
    if (action.type === 'hit') {
      next.member.push(draw(rng));
      if (total(next.member) >= 21) houseDraws(next, rng);
    } else houseDraws(next, rng);
    return step(config, next);
  },
  autoplay: (_config, state) => ({
    type: memberHits(countOf(state.member.map(bjValueOf)), bjValueOf(state.house[0] as Card))
      ? 'hit'
      : 'stand',
  }),
};
