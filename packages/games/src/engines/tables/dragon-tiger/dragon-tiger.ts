import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe, rankOf } from '../common/cards.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';

/**
 * Dragon tiger: one card to the dragon, one to the tiger, from an 8-deck shoe shuffled for the
 * round; the higher rank wins (ace low, king high, suits do not count). Dragon and tiger pay 1:1
 * and lose half the stake on a tie; tie pays 8:1.
 */
export const dragonTigerDecks = 8;

export interface DragonTigerDeal {
  dragon: Card;
  tiger: Card;
}

type Side = 'dragon' | 'tiger' | 'tie';
const winnerOf = (dragonRank: number, tigerRank: number): Side =>
  dragonRank > tigerRank ? 'dragon' : tigerRank > dragonRank ? 'tiger' : 'tie';

const half = ratio(1, 2);
const pays: Record<Side, Ratio> = { dragon: toOne(1), tiger: toOne(1), tie: toOne(8) };

function payout(option: string, winner: Side): Ratio {
  if (option === 'tie') return winner === 'tie' ? pays.tie : lose;
  if (winner === 'tie') return half;
  return winner === option ? (pays[option] as Ratio) : lose;
}

/** Every pair of ranks with how many ordered card pairs of the shoe make it. */
const exact = lazy(() => {
  const perRank = 4 * dragonTigerDecks;
  const size = 52 * dragonTigerDecks;
  const pairs: { winner: Side; p: Ratio }[] = [];
  for (let d = 1; d <= 13; d++)
    for (let t = 1; t <= 13; t++)
      pairs.push({
        winner: winnerOf(d, t),
        p: ratio(perRank * (d === t ? perRank - 1 : perRank), size * (size - 1)),
      });
  const perBet = Object.fromEntries(
    (['dragon', 'tiger', 'tie'] as const).map((option) => [
      option,
      sumRatios(pairs.map(({ winner, p }) => mulRatio(p, payout(option, winner)))),
    ]),
  );
  return {
    perBet,
    method: `enumerated the 13 × 13 rank pairs of two cards from an ${dragonTigerDecks}-deck shoe`,
  };
});

export const dragonTiger: TableGame<DragonTigerDeal> = {
  kind: 'dragon-tiger',
  classification: 'DAT',
  stakeStep: 100,
  options: (['dragon', 'tiger', 'tie'] as const).map((id) => ({
    id,
    label: `dragon-tiger.bet.${id}`,
    pays: pays[id],
  })),
  mainOption: 'dragon',
  draw: (rng: Rng) => {
    const [dragon, tiger] = dealShoe(rng, 2, dragonTigerDecks) as [Card, Card];
    return { dragon, tiger };
  },
  payout: (bet, deal) => payout(bet.option, winnerOf(rankOf(deal.dragon), rankOf(deal.tiger))),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'dragon-tiger.rules.deal', values: { decks: dragonTigerDecks } },
      { key: 'dragon-tiger.rules.tie' },
    ],
  }),
  view: (deal) => ({
    dragon: cardView(deal.dragon),
    tiger: cardView(deal.tiger),
    winner: winnerOf(rankOf(deal.dragon), rankOf(deal.tiger)),
  }),
};
