import { addRatio, mulRatio, type Ratio, ratio } from '../../../engine/ratio.ts';
import { cardView } from '../common/cards.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { lose, push, toOne } from '../common/pays.ts';
import { type BaccaratHand, baccaratDecks, dealBaccarat } from './deal.ts';
import { baccaratWinnerCounts, pairProbability } from './math.ts';

/** Player 1:1, banker 1:1 less 5 % commission, tie 8:1, pairs 11:1; player and banker push on a tie. */
export const baccaratPays = {
  player: toOne(1),
  banker: toOne(0.95),
  tie: toOne(8),
  'player-pair': toOne(11),
  'banker-pair': toOne(11),
} as const satisfies Record<string, Ratio>;
export type BaccaratBet = keyof typeof baccaratPays;

export function baccaratPayout(
  option: BaccaratBet,
  hand: Pick<BaccaratHand, 'winner' | 'playerPair' | 'bankerPair'>,
): Ratio {
  const pays = baccaratPays[option];
  switch (option) {
    case 'player':
    case 'banker':
      return hand.winner === option ? pays : hand.winner === 'tie' ? push : lose;
    case 'tie':
      return hand.winner === 'tie' ? pays : lose;
    case 'player-pair':
      return hand.playerPair ? pays : lose;
    case 'banker-pair':
      return hand.bankerPair ? pays : lose;
  }
}

const exact = lazy(() => {
  const { counts, total } = baccaratWinnerCounts(baccaratDecks);
  const p = (count: bigint) => ratio(count, total);
  const main = (option: 'player' | 'banker' | 'tie') =>
    addRatio(
      mulRatio(
        p(counts.player),
        baccaratPayout(option, { winner: 'player', playerPair: false, bankerPair: false }),
      ),
      addRatio(
        mulRatio(
          p(counts.banker),
          baccaratPayout(option, { winner: 'banker', playerPair: false, bankerPair: false }),
        ),
        mulRatio(
          p(counts.tie),
          baccaratPayout(option, { winner: 'tie', playerPair: false, bankerPair: false }),
        ),
      ),
    );
  const pair = mulRatio(pairProbability(baccaratDecks), baccaratPays['player-pair']);
  return {
    perBet: {
      player: main('player'),
      banker: main('banker'),
      tie: main('tie'),
      'player-pair': pair,
      'banker-pair': pair,
    },
    method: `enumerated every order of the first six cards of an ${baccaratDecks}-deck shoe by baccarat value (${total} sequences); pairs from the first two cards' ranks`,
    counts,
    total,
  };
});

export const baccaratExact = exact;

export const baccarat: TableGame<BaccaratHand> = {
  kind: 'baccarat',
  classification: 'BAC',
  stakeStep: 100,
  options: (Object.keys(baccaratPays) as BaccaratBet[]).map((id) => ({
    id,
    label: `baccarat.bet.${id}`,
    pays: baccaratPays[id],
  })),
  mainOption: 'banker',
  draw: dealBaccarat,
  payout: (bet, hand) => baccaratPayout(bet.option as BaccaratBet, hand),
  exact: () => {
    const { perBet, method } = exact();
    return { perBet, method };
  },
  rules: () => ({
    paragraphs: [
      { key: 'baccarat.rules.deal', values: { decks: baccaratDecks } },
      { key: 'baccarat.rules.tableau' },
      { key: 'baccarat.rules.pays' },
    ],
  }),
  view: (hand) => ({
    player: hand.player.map(cardView),
    banker: hand.banker.map(cardView),
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    /** The road map's bead: who won, the pairs, and whether it was a natural. */
    road: {
      winner: hand.winner,
      playerPair: hand.playerPair,
      bankerPair: hand.bankerPair,
      natural: hand.natural,
    },
  }),
};
