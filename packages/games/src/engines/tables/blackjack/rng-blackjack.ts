import { BetRefused, type InstantKind, type Step } from '../../../engine/kind.ts';
import { addRatio, divRatio, ratio, ratioPercent } from '../../../engine/ratio.ts';
import { infiniteCard } from '../common/cards.ts';
import { lazy, type TableGame } from '../common/game.ts';
import {
  betOptionsOf,
  recognisesRngTable,
  rngTableConfig,
  rtpOf,
  rulesOf,
  type TableConfig,
  validateTableBet,
} from '../common/kinds.ts';
import { grossOf } from '../common/pays.ts';
import { BlackjackStrategy } from './math.ts';
import {
  type BlackjackHand,
  dealBlackjack,
  dealerPlays,
  endsAtDeal,
  grossHundredths,
  handView,
  strategyAction,
  totalsOf,
} from './round.ts';
import { strategyChart } from './strategy-chart.ts';

/**
 * Single-player blackjack (the RNG lane): the same infinite deck and dealer rules as the live
 * table, and the player decides: hit, stand, or double on the first two cards (one more card,
 * the bet doubled). No splits. `autoplay` is basic strategy for these rules, the decisions that
 * maximise the exact expectation; the published RTP is under it, per unit staked (doubles
 * included), as a simulation measures it.
 */
export const doublingStrategy = lazy(() => new BlackjackStrategy(true));

export interface RngBlackjackState {
  hand: BlackjackHand;
  stake: number;
}

const exact = lazy(() => {
  const { net, staked } = doublingStrategy().expectation();
  const perStaked = divRatio(addRatio(net, staked), staked);
  return {
    perBet: { main: perStaked },
    method: `exact recursion over card values of an infinite deck, hit/stand/double by basic strategy; per unit staked with doubles (per initial bet ${ratioPercent(addRatio(net, ratio(1)), 3)})`,
  };
});

/** The one-bet game the shared helpers read (options, limits, rules); play is the kind's own. */
const game: TableGame<BlackjackHand> = {
  kind: 'rng-blackjack',
  classification: '',
  stakeStep: 100,
  options: [{ id: 'main', label: 'blackjack.bet.main', pays: ratio(5, 2) }],
  mainOption: 'main',
  draw: dealBlackjack,
  payout: (_bet, hand) => ratio(grossHundredths(hand), 100),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'rng-blackjack.rules.play' },
      { key: 'blackjack.rules.dealer' },
      { key: 'rng-blackjack.rules.strategy' },
      { key: 'blackjack.rules.pays' },
    ],
    tables: [{ title: 'blackjack.table.strategy', rows: strategyChart(doublingStrategy()) }],
  }),
  view: (hand) => handView(hand, true),
};

function finish(state: RngBlackjackState): Step<RngBlackjackState> {
  return {
    state,
    done: true,
    win: grossOf(state.stake, ratio(grossHundredths(state.hand), 100)),
    view: handView(state.hand, true),
  };
}

const open = (state: RngBlackjackState): Step<RngBlackjackState> => ({
  state,
  done: false,
  win: 0,
  view: {
    ...handView(state.hand, false),
    actions: state.hand.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'],
  },
});

export const rngBlackjack: InstantKind<TableConfig, RngBlackjackState> = {
  mode: 'instant',
  kind: 'rng-blackjack',
  configFor: (ref) =>
    recognisesRngTable(ref, 'rng-blackjack') ? rngTableConfig(ref.gameCode, game.stakeStep) : undefined,
  betOptions: (config) => betOptionsOf(game as TableGame<unknown>, config),
  rules: (config) => rulesOf(game as TableGame<unknown>, config),
  rtp: () => rtpOf(game as TableGame<unknown>),
  start: (config, bet, rng) => {
    validateTableBet(game as TableGame<unknown>, config, bet);
    const state = { hand: dealBlackjack(rng), stake: bet.stake };
    return endsAtDeal(state.hand) ? finish(state) : open(state);
  },
  act: (_config, state, action, rng) => {
    const { hand } = state;
    const card = () => [...hand.player, infiniteCard(rng)];
    switch (action.type) {
      case 'hit': {
        const next = { ...state, hand: { ...hand, player: card() } };
        const best = totalsOf(next.hand.player).best;
        if (best > 21) return finish(next);
        if (best === 21) return finish({ ...next, hand: dealerPlays(next.hand, rng) });
        return open(next);
      }
      case 'stand':
        return finish({ ...state, hand: dealerPlays(hand, rng) });
      case 'double': {
        if (hand.player.length !== 2) throw new BetRefused('blackjack.action.double');
        const doubled = { ...hand, player: card(), doubled: true };
        return { ...finish({ ...state, hand: dealerPlays(doubled, rng) }), extraStake: state.stake };
      }
      default:
        throw new BetRefused('blackjack.action.unknown', { action: String(action.type) });
    }
  },
  autoplay: (_config, state) => ({ type: strategyAction(doublingStrategy(), state.hand) }),
};
