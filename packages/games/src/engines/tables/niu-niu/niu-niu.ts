import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe } from '../common/cards.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';
import { beats, bullBull, bullOf, jointBulls } from './bull.ts';

/**
 * Niu niu, the table version: one deck shuffled for the round, five cards each to the banker
 * and to players 1, 2 and 3; each player's bets are settled against the banker. The higher bull
 * wins; equal bulls go to the hand with the highest card (rank, then suit), so there are no ties.
 * Equal (平倍): a win pays 0.95:1 (5 % commission). Double (翻倍): the stake covers three units;
 * a win pays the player's bull multiple per unit, less 5 % (no bull to bull 6 ×1, bull 7–9 ×2,
 * bull bull ×3); a loss costs the banker's bull multiple in units and the rest comes back.
 */
export interface NiuNiuDeal {
  banker: Card[];
  players: [Card[], Card[], Card[]];
}

export const multipleOf = (bull: number) => (bull === bullBull ? 3 : bull >= 7 ? 2 : 1);
const seats = [1, 2, 3] as const;
const equalPays = toOne(0.95);

/** Gross per unit of stake of one bet, given who won and both bulls. */
function grossOf(
  kind: 'player' | 'double',
  playerWins: boolean,
  playerBull: number,
  bankerBull: number,
): Ratio {
  if (kind === 'player') return playerWins ? equalPays : lose;
  return playerWins ? ratio(300 + 95 * multipleOf(playerBull), 300) : ratio(3 - multipleOf(bankerBull), 3);
}

const options: TableOption[] = seats.flatMap((seat) => [
  { id: `player:${seat}`, label: 'niu-niu.bet.player', labelValues: { seat }, pays: equalPays },
  {
    id: `double:${seat}`,
    label: 'niu-niu.bet.double',
    labelValues: { seat },
    pays: ratio(300 + 95 * 3, 300),
    stakeStep: 300,
  },
]);

/**
 * From the joint distribution of (player bull, banker bull): unequal bulls decide the hand;
 * with equal bulls the two hands are exchangeable and the highest card is never shared, so the
 * player wins exactly half of those deals.
 */
const exact = lazy(() => {
  const { joint, deals } = jointBulls();
  const expectation = (kind: 'player' | 'double') => {
    let num = 0n;
    const den = BigInt(deals) * 2n * 300n;
    for (let p = 0; p <= bullBull; p++)
      for (let b = 0; b <= bullBull; b++) {
        const count = BigInt(joint[p]?.[b] ?? 0) * 2n;
        const add = (share: bigint, playerWins: boolean) => {
          const g = grossOf(kind, playerWins, p, b);
          num += (share * g.num * 300n) / g.den;
        };
        if (p > b) add(count, true);
        else if (p < b) add(count, false);
        else {
          add(count / 2n, true);
          add(count / 2n, false);
        }
      }
    return ratio(num, den);
  };
  const player = expectation('player');
  const double = expectation('double');
  return {
    perBet: Object.fromEntries(
      seats.flatMap((seat) => [
        [`player:${seat}`, player],
        [`double:${seat}`, double],
      ]),
    ),
    method: `counted the bulls of every deal of two five-card hands from one deck (${deals}) over 2,002 point multisets a hand; equal bulls split evenly by exchangeability`,
  };
});

export const niuNiu: TableGame<NiuNiuDeal> = {
  kind: 'niu-niu-table',
  classification: 'NN',
  stakeStep: 100,
  options,
  mainOption: 'player:1',
  draw: (rng: Rng) => {
    const cards = dealShoe(rng, 20);
    return { banker: cards.slice(0, 5), players: [cards.slice(5, 10), cards.slice(10, 15), cards.slice(15)] };
  },
  payout: (bet, deal) => {
    const [kind, seat] = bet.option.split(':') as ['player' | 'double', string];
    const hand = deal.players[Number(seat) - 1];
    if (!hand) return lose;
    return grossOf(kind, beats(hand, deal.banker), bullOf(hand), bullOf(deal.banker));
  },
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'niu-niu.rules.deal' },
      { key: 'niu-niu.rules.bull' },
      { key: 'niu-niu.rules.equal' },
      { key: 'niu-niu.rules.double' },
    ],
  }),
  view: (deal) => ({
    banker: { cards: deal.banker.map(cardView), bull: bullOf(deal.banker) },
    players: deal.players.map((hand) => ({
      cards: hand.map(cardView),
      bull: bullOf(hand),
      wins: beats(hand, deal.banker),
    })),
  }),
};
