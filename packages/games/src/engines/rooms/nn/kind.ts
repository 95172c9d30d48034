import type { InstantKind, RoundView, Rules } from '../../../engine/kind.ts';
import { ratio, ratioPercent } from '../../../engine/ratio.ts';
import { type Card, cardsView, shuffledDeck } from '../common/cards.ts';
import {
  handOption,
  type RoomConfig,
  rakePercent,
  roomConfigFor,
  roomStake,
  roomTiers,
  tiersTable,
} from '../common/room.ts';
import { bullOf, payoutAgainst } from './bull.ts';
import { nnMath } from './math.ts';

/** Niu niu against the house banker: the member at seat 0, house players 1 … n − 2, the banker last. */
export interface NnState {
  tier: number;
  stake: number;
  hands: Card[][];
}

/** No rake: the banker's edge is taking equal bulls. */
export const nnRake = ratio(0);

function view(config: RoomConfig, state: NnState): RoundView {
  const banker = state.hands.length - 1;
  const bankerBull = bullOf(state.hands[banker] as Card[]).bull;
  const payouts = state.hands.slice(0, banker).map((hand) => payoutAgainst(bullOf(hand).bull, bankerBull));
  return {
    family: config.family,
    room: roomTiers[state.tier]?.name,
    ante: state.stake,
    rake: rakePercent(config.rake),
    /** Seats that beat the banker. */
    winners: payouts.flatMap((payout, seat) => (payout > 0 ? [seat] : [])),
    seats: state.hands.map((hand, seat) => {
      const { bull, triple } = bullOf(hand);
      return {
        seat,
        player: seat === 0 ? 'member' : seat === banker ? 'banker' : 'house',
        cards: cardsView(hand),
        bull,
        triple,
        ...(seat === banker ? {} : { payout: payoutAgainst(bull, bankerBull) }),
      };
    }),
  };
}

export const nnKind: InstantKind<RoomConfig, NnState> = {
  kind: 'room-nn',
  mode: 'instant',
  configFor: (game) => roomConfigFor(game, 'NN', 6, nnRake),
  betOptions: () => [{ ...handOption(), pays: ratio(2) }],
  rules: (): Rules => ({
    paragraphs: [
      { key: 'rooms.nn.rules.table', values: { players: 5 } },
      { key: 'rooms.nn.rules.points' },
      { key: 'rooms.nn.rules.bull' },
      { key: 'rooms.nn.rules.payout' },
      { key: 'rooms.rules.banker', values: { rtp: ratioPercent(nnMath().rtp) } },
    ],
    tables: [tiersTable()],
  }),
  rtp() {
    const math = nnMath();
    return {
      theoretical: math.rtp,
      method:
        `counted all ${math.deals.toLocaleString('en')} deals of the member's and the banker's five cards by point ` +
        `values (2,002 multisets a side): a win pays 1:1, Bull Bull 3:1, equal bulls go to the banker: ` +
        `${math.rtp.num}/${math.rtp.den}`,
    };
  },
  start(config, bet, rng) {
    const { tier, stake } = roomStake(bet);
    const deck = shuffledDeck(rng);
    const state: NnState = {
      tier,
      stake,
      hands: Array.from({ length: config.seats }, (_, seat) => deck.slice(seat * 5, seat * 5 + 5)),
    };
    const banker = state.hands[config.seats - 1] as Card[];
    const win = stake * payoutAgainst(bullOf(state.hands[0] as Card[]).bull, bullOf(banker).bull);
    return { state, done: true, win, view: view(config, state) };
  },
};
