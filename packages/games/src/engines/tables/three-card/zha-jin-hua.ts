import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe } from '../common/cards.ts';
import { suitClasses } from '../common/combinations.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { lose, push, toOne } from '../common/pays.ts';
import { evaluateThree, strengthOf, type ThreeCardCategory, threeCardTable, versusCounts } from './hands.ts';

/**
 * Zha jin hua, the table version: one deck shuffled for the round, three cards to the player
 * and three to the dealer, compared by zha jin hua ranks (three of a kind, straight flush,
 * flush, straight, pair, high card; no 2-3-5 rule). Player and dealer pay 0.95:1 (5 %
 * commission) and push on equal hands. Bonus, a bet on the player's hand: pair 1:1, straight
 * 5:1, flush 4:1 (flushes are the commoner), straight flush 35:1, three of a kind 40:1.
 */
export interface ZjhDeal {
  player: Card[];
  dealer: Card[];
}

const order = 'zha-jin-hua' as const;
const side = toOne(0.95);
const bonusPays: Partial<Record<ThreeCardCategory, number>> = {
  pair: 1,
  straight: 5,
  flush: 4,
  'straight-flush': 35,
  'three-of-a-kind': 40,
};
const bonusGross = (category: ThreeCardCategory): Ratio => {
  const pays = bonusPays[category];
  return pays === undefined ? lose : toOne(pays);
};

type Winner = 'player' | 'dealer' | 'tie';
const winnerOf = (deal: ZjhDeal): Winner => {
  const p = strengthOf(evaluateThree(deal.player), order);
  const d = strengthOf(evaluateThree(deal.dealer), order);
  return p > d ? 'player' : d > p ? 'dealer' : 'tie';
};

const sideGross = (option: 'player' | 'dealer', winner: Winner) =>
  winner === option ? side : winner === 'tie' ? push : lose;

const exact = lazy(() => {
  let deals = 0;
  let playerWins = 0;
  let ties = 0;
  for (const c of versusCounts(suitClasses(3), order)) {
    deals += c.weight * (c.weaker + c.equal + c.stronger);
    playerWins += c.weight * c.weaker;
    ties += c.weight * c.equal;
  }
  const dealerWins = deals - playerWins - ties;
  const gross = (option: 'player' | 'dealer') => {
    const w = (winner: Winner) => sideGross(option, winner);
    const total =
      BigInt(playerWins) * w('player').num * w('dealer').den * w('tie').den +
      BigInt(dealerWins) * w('dealer').num * w('player').den * w('tie').den +
      BigInt(ties) * w('tie').num * w('player').den * w('dealer').den;
    return ratio(total, BigInt(deals) * w('player').den * w('dealer').den * w('tie').den);
  };
  const { hands } = threeCardTable();
  const byCategory = new Map<ThreeCardCategory, number>();
  for (const hand of hands) byCategory.set(hand.category, (byCategory.get(hand.category) ?? 0) + 1);
  let num = 0n;
  let den = 1n;
  for (const [category, count] of byCategory) {
    const g = bonusGross(category);
    num = num * g.den + BigInt(count) * g.num * den;
    den *= g.den;
  }
  const bonus = ratio(num, den * BigInt(hands.length));
  return {
    perBet: { player: gross('player'), dealer: gross('dealer'), bonus },
    method: `counted every deal of 3 + 3 cards from one deck (${deals}), first hands by suit class; bonus over the 22,100 hands`,
  };
});

export const zhaJinHua: TableGame<ZjhDeal> = {
  kind: 'zha-jin-hua-table',
  classification: 'ZJH',
  stakeStep: 100,
  options: [
    { id: 'player', label: 'zjh.bet.player', pays: side },
    { id: 'dealer', label: 'zjh.bet.dealer', pays: side },
    { id: 'bonus', label: 'zjh.bet.bonus', pays: toOne(40) },
  ],
  mainOption: 'player',
  draw: (rng: Rng) => {
    const cards = dealShoe(rng, 6);
    return { player: cards.slice(0, 3), dealer: cards.slice(3) };
  },
  payout: (bet, deal) => {
    if (bet.option === 'bonus') return bonusGross(evaluateThree(deal.player).category);
    return sideGross(bet.option as 'player' | 'dealer', winnerOf(deal));
  },
  exact,
  rules: () => ({
    paragraphs: [{ key: 'zjh.rules.deal' }, { key: 'zjh.rules.ranks' }, { key: 'zjh.rules.pays' }],
    tables: [
      {
        title: 'zjh.table.bonus',
        rows: Object.entries(bonusPays).map(([category, pays]) => [`poker.hand.${category}`, `${pays}:1`]),
      },
    ],
  }),
  view: (deal) => ({
    player: deal.player.map(cardView),
    dealer: deal.dealer.map(cardView),
    playerHand: evaluateThree(deal.player).category,
    dealerHand: evaluateThree(deal.dealer).category,
    winner: winnerOf(deal),
  }),
};
