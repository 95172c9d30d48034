import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe } from '../common/cards.ts';
import { suitClasses } from '../common/combinations.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { lose } from '../common/pays.ts';
import {
  evaluateThree,
  strengthOf,
  type ThreeCardCategory,
  type ThreeCardHand,
  versusCounts,
} from './hands.ts';

/**
 * Three card poker on a shared hand: one deck shuffled for the round, three cards to the common
 * player hand and three to the dealer. The stake of "ante & play" covers both wagers, half each
 * (stakes in steps of 2.00). The hand plays by the fixed rule "play with queen-six-four or better",
 * else it folds: the ante is lost and the play half comes back. The dealer qualifies with a
 * queen high or better. Dealer not qualified: ante 1:1, play pushes; qualified: the better hand
 * wins both 1:1, a tie pushes both. A hand that plays is paid the ante bonus whatever the
 * dealer has: straight 1:1, three of a kind 4:1, straight flush 5:1. Pair plus, a bet of its own
 * on the player hand: pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1.
 */
export interface TcpDeal {
  player: Card[];
  dealer: Card[];
}

const order = 'three-card-poker' as const;
/** The weakest hand that plays: Q-6-4; the weakest dealer hand that qualifies: Q-3-2. */
export const playFrom = strengthOf({ category: 'high-card', kickers: [12, 6, 4] }, order);
export const qualifiesFrom = strengthOf({ category: 'high-card', kickers: [12, 3, 2] }, order);

const anteBonus: Partial<Record<ThreeCardCategory, number>> = {
  straight: 1,
  'three-of-a-kind': 4,
  'straight-flush': 5,
};
const pairPlus: Partial<Record<ThreeCardCategory, number>> = {
  pair: 1,
  flush: 4,
  straight: 6,
  'three-of-a-kind': 30,
  'straight-flush': 40,
};

export type DealerResult = 'not-qualified' | 'player' | 'tie' | 'dealer';

/** Gross return of "ante & play" in ante units (the stake is 2): fold 1, else by the result. */
export function antePlayUnits(hand: ThreeCardHand, result: DealerResult): number {
  if (strengthOf(hand, order) < playFrom) return 1;
  const bonus = anteBonus[hand.category] ?? 0;
  const main = { 'not-qualified': 3, player: 4, tie: 2, dealer: 0 }[result];
  return main + bonus;
}

export function dealerResult(player: ThreeCardHand, dealer: ThreeCardHand): DealerResult {
  const d = strengthOf(dealer, order);
  if (d < qualifiesFrom) return 'not-qualified';
  const p = strengthOf(player, order);
  return p > d ? 'player' : p === d ? 'tie' : 'dealer';
}

const pairPlusGross = (hand: ThreeCardHand): Ratio => {
  const pays = pairPlus[hand.category];
  return pays === undefined ? lose : ratio(pays + 1);
};

/** Every suit class of the player hand against the 18,424 dealer hands of the other cards. */
const exact = lazy(() => {
  const classes = versusCounts(suitClasses(3), order, qualifiesFrom);
  let deals = 0;
  let antePlay = 0;
  let pairs = 0;
  let folds = 0;
  for (const c of classes) {
    const hand = evaluateThree(c.cards);
    const n = c.weaker + c.equal + c.stronger + c.below;
    deals += c.weight * n;
    if (strengthOf(hand, order) < playFrom) folds += c.weight * n;
    antePlay +=
      c.weight *
      (c.below * antePlayUnits(hand, 'not-qualified') +
        c.weaker * antePlayUnits(hand, 'player') +
        c.equal * antePlayUnits(hand, 'tie') +
        c.stronger * antePlayUnits(hand, 'dealer'));
    const gross = pairPlusGross(hand);
    pairs += c.weight * n * Number(gross.num / gross.den);
  }
  return {
    perBet: {
      'ante-play': ratio(antePlay, 2 * deals),
      'pair-plus': ratio(pairs, deals),
    },
    method: `counted every deal of 3 + 3 cards from one deck (${deals} = 22,100 × 18,424), player hands by suit class (${classes.length}), play on Q-6-4 or better; RTP of ante & play per unit of the whole stake (ante and play)`,
    foldShare: ratio(folds, deals),
  };
});

export const tcpExact = exact;

export const threeCardPoker: TableGame<TcpDeal> = {
  kind: 'three-card-poker',
  classification: 'TCP',
  stakeStep: 200,
  options: [
    { id: 'ante-play', label: 'tcp.bet.ante-play', pays: ratio(10, 2) },
    { id: 'pair-plus', label: 'tcp.bet.pair-plus', pays: ratio(41) },
  ],
  mainOption: 'ante-play',
  draw: (rng: Rng) => {
    const cards = dealShoe(rng, 6);
    return { player: cards.slice(0, 3), dealer: cards.slice(3) };
  },
  payout: (bet, deal) => {
    const player = evaluateThree(deal.player);
    if (bet.option === 'pair-plus') return pairPlusGross(player);
    return ratio(antePlayUnits(player, dealerResult(player, evaluateThree(deal.dealer))), 2);
  },
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'tcp.rules.deal' },
      { key: 'tcp.rules.strategy' },
      { key: 'tcp.rules.dealer' },
      { key: 'tcp.rules.bonus' },
      { key: 'tcp.rules.pair-plus' },
    ],
    tables: [
      {
        title: 'tcp.table.pair-plus',
        rows: Object.entries(pairPlus).map(([category, pays]) => [`poker.hand.${category}`, `${pays}:1`]),
      },
      {
        title: 'tcp.table.ante-bonus',
        rows: Object.entries(anteBonus).map(([category, pays]) => [`poker.hand.${category}`, `${pays}:1`]),
      },
    ],
  }),
  view: (deal) => {
    const player = evaluateThree(deal.player);
    const dealer = evaluateThree(deal.dealer);
    const plays = strengthOf(player, order) >= playFrom;
    return {
      player: deal.player.map(cardView),
      dealer: deal.dealer.map(cardView),
      playerHand: player.category,
      dealerHand: dealer.category,
      decision: plays ? 'play' : 'fold',
      result: plays ? dealerResult(player, dealer) : 'fold',
    };
  },
};
