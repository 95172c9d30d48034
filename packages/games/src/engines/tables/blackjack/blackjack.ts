import { addRatio, divRatio, ratio } from '../../../engine/ratio.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { BlackjackStrategy } from './math.ts';
import { autoPlay, type BlackjackHand, dealBlackjack, grossHundredths, handView } from './round.ts';
import { strategyChart } from './strategy-chart.ts';

/**
 * Live blackjack with a common hand: every player bets on the same hand, dealt from an infinite
 * deck and played by the published strategy. One stake per bet, so the common hand hits and
 * stands only (no doubles, no splits); its hit/stand strategy is the one that maximises the
 * exact expectation (the chart in the rules). Dealer stands on soft 17 and peeks; blackjack 3:2.
 */
export const commonHandStrategy = lazy(() => new BlackjackStrategy(false));

const exact = lazy(() => {
  const { net, staked } = commonHandStrategy().expectation();
  return {
    perBet: { main: divRatio(addRatio(net, staked), staked) },
    method:
      'exact recursion over card values of an infinite deck (1/13 each, tens 4/13), every up card and first two cards, hit/stand by the maximising strategy',
  };
});

export const blackjack: TableGame<BlackjackHand> = {
  kind: 'blackjack',
  classification: 'BJ',
  stakeStep: 100,
  options: [{ id: 'main', label: 'blackjack.bet.main', pays: ratio(5, 2) }],
  mainOption: 'main',
  draw: (rng) => autoPlay(commonHandStrategy(), dealBlackjack(rng), rng),
  payout: (_bet, hand) => ratio(grossHundredths(hand), 100),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'blackjack.rules.common' },
      { key: 'blackjack.rules.dealer' },
      { key: 'blackjack.rules.strategy' },
      { key: 'blackjack.rules.pays' },
    ],
    tables: [{ title: 'blackjack.table.strategy', rows: strategyChart(commonHandStrategy()) }],
  }),
  view: (hand) => handView(hand, true),
};
