import { ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe, highRankOf, suitOf } from '../common/cards.ts';
import { combinations, suitClasses } from '../common/combinations.ts';
import { lazy, type TableGame } from '../common/game.ts';
import {
  categoryOf,
  fiveCardTables,
  type PokerCategory,
  pairOfOrBetter,
  pokerStrength,
  rankWeight,
} from './poker-hand.ts';

/**
 * Casino hold'em, flop showdown: the full game (a five-card board, the best five of seven) has
 * about 2.8·10¹³ deals, too many to count exactly here, so the table plays the short-board
 * variant: one deck shuffled for the round, two cards to the common player hand, two to the
 * dealer, three to the board, and each hand is its two cards with the board (five cards).
 * The stake covers the ante and the call (one unit and two, stakes in steps of 3.00).
 * The common hand always calls (its five cards are its final hand, so a folding rule would read
 * the showdown: "call with a pair or better or ace-king" returns 90.0 %, always calling 99.7 %
 * before commission). The dealer qualifies with a pair of fours or better. Not qualified: the
 * ante pays by the table and the call pushes; qualified: the better hand wins the ante (by the
 * table) and the call 1:1, equal hands push. Every win pays less 5 % commission. Ante table:
 * royal flush 100:1, straight flush 20:1, four of a kind 10:1, full house 3:1, flush 2:1,
 * straight or less 1:1.
 */
export interface HoldemDeal {
  player: Card[];
  dealer: Card[];
  board: Card[];
}

export const dealerQualifies = pairOfOrBetter(4);
const antePays: Partial<Record<PokerCategory, number>> = {
  'royal-flush': 100,
  'straight-flush': 20,
  'four-of-a-kind': 10,
  'full-house': 3,
  flush: 2,
};
const antePaysOf = (strength: number) => antePays[categoryOf(strength)] ?? 1;

export type HoldemResult = 'not-qualified' | 'player' | 'tie' | 'dealer';

/** Gross return in hundredths of an ante unit (the stake is 3 units), wins less 5 % commission. */
export function callHundredths(playerStrength: number, result: HoldemResult): number {
  switch (result) {
    case 'not-qualified':
      return 300 + 95 * antePaysOf(playerStrength);
    case 'player':
      return 490 + 95 * antePaysOf(playerStrength);
    case 'tie':
      return 300;
    case 'dealer':
      return 0;
  }
}

export function holdemResult(player: number, dealer: number): HoldemResult {
  if (dealer < dealerQualifies) return 'not-qualified';
  return player > dealer ? 'player' : player === dealer ? 'tie' : 'dealer';
}

/** How many of `sorted[from … from + length)` are below `value`. */
function countBelow(sorted: Int32Array, from: number, length: number, value: number): number {
  let lo = from;
  let hi = from + length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo - from;
}

/**
 * For every suit class of the flop: the strength of each of the 1,176 hole pairs from the other
 * 49 cards, as its place among the flop's distinct strengths. The dealer pairs that miss a player
 * pair are all pairs less those holding either of its cards, plus the player pair itself: a
 * prefix count over the places for all pairs, and per card the sorted places of its 48 pairs.
 */
const exact = lazy(() => {
  const flops = suitClasses(3);
  const five = fiveCardTables();
  const pairs = combinations(49, 2);
  const n = pairs.length;
  const perCard = 48;
  const first = Int32Array.from(pairs, (pair) => pair[0] as number);
  const second = Int32Array.from(pairs, (pair) => pair[1] as number);
  // The pairs holding each card, the same for every flop.
  const pairsOfCard = new Int32Array(49 * perCard);
  const filled = new Int32Array(49);
  for (let k = 0; k < n; k++)
    for (const c of [first[k] as number, second[k] as number]) {
      pairsOfCard[c * perCard + (filled[c] as number)] = k;
      filled[c] = (filled[c] as number) + 1;
    }
  const strengths = new Int32Array(n);
  const places = new Int32Array(n);
  const cardPlaces = new Int32Array(49 * perCard);
  const below = new Int32Array(n + 2);
  let deals = 0;
  let returned = 0;
  for (const flop of flops) {
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !flop.cards.includes(c));
    // Strengths by lookup: the flop's rank key plus the two cards', a flush only on a one-suit flop.
    const flopKey = flop.cards.reduce((sum, card) => sum + rankWeight(highRankOf(card)), 0);
    const flopSuit = suitOf(flop.cards[0] as Card);
    const oneSuit = flop.cards.every((card) => suitOf(card) === flopSuit);
    const restWeight = rest.map((card) => rankWeight(highRankOf(card)));
    const restFlush = rest.map((card) => oneSuit && suitOf(card) === flopSuit);
    for (let k = 0; k < n; k++) {
      const a = first[k] as number;
      const b = second[k] as number;
      const key = flopKey + (restWeight[a] as number) + (restWeight[b] as number);
      strengths[k] = ((restFlush[a] && restFlush[b] ? five.flush : five.plain).get(key) as number) ?? 0;
    }
    const distinct = Int32Array.from(new Set(strengths)).sort();
    const width = distinct.length + 1;
    below.fill(0, 0, width);
    for (let k = 0; k < n; k++) {
      const place = countBelow(distinct, 0, distinct.length, strengths[k] as number);
      places[k] = place;
      below[place + 1] = (below[place + 1] as number) + 1;
    }
    for (let p = 1; p < width; p++) below[p] = (below[p] as number) + (below[p - 1] as number);
    for (let i = 0; i < cardPlaces.length; i++) cardPlaces[i] = places[pairsOfCard[i] as number] as number;
    for (let c = 0; c < 49; c++) cardPlaces.subarray(c * perCard, (c + 1) * perCard).sort();
    const qualifies = countBelow(distinct, 0, distinct.length, dealerQualifies);
    const dealers = n - 2 * perCard + 1;
    for (let k = 0; k < n; k++) {
      const mine = strengths[k] as number;
      const a = (first[k] as number) * perCard;
      const b = (second[k] as number) * perCard;
      const place = places[k] as number;
      // Dealer pairs without either of the player's cards placed below p.
      const missing = (p: number) =>
        (below[p] as number) -
        countBelow(cardPlaces, a, perCard, p) -
        countBelow(cardPlaces, b, perCard, p) +
        (place < p ? 1 : 0);
      const notQualified = missing(qualifies);
      let weaker = 0;
      let equal = 0;
      if (mine >= dealerQualifies) {
        const under = missing(place);
        weaker = under - notQualified;
        equal = missing(place + 1) - under;
      }
      const stronger = dealers - notQualified - weaker - equal;
      const gross =
        notQualified * callHundredths(mine, 'not-qualified') +
        weaker * callHundredths(mine, 'player') +
        equal * callHundredths(mine, 'tie') +
        stronger * callHundredths(mine, 'dealer');
      deals += flop.weight * dealers;
      returned += flop.weight * gross;
    }
  }
  return {
    perBet: { 'ante-call': ratio(returned, 300 * deals) },
    method: `counted every deal of 2 + 2 cards and a 3-card board from one deck (${deals}), boards by suit class (${flops.length}); the hand always calls; RTP per unit of the whole stake (ante and call)`,
  };
});

export const holdemExact = exact;

export const casinoHoldem: TableGame<HoldemDeal> = {
  kind: 'casino-holdem',
  classification: 'HE',
  stakeStep: 300,
  options: [{ id: 'ante-call', label: 'holdem.bet.ante-call', pays: ratio(300 + 95 * 102, 300) }],
  mainOption: 'ante-call',
  draw: (rng: Rng) => {
    const cards = dealShoe(rng, 7);
    return { player: cards.slice(0, 2), dealer: cards.slice(2, 4), board: cards.slice(4) };
  },
  payout: (_bet, deal) => {
    const player = pokerStrength([...deal.player, ...deal.board]);
    const dealer = pokerStrength([...deal.dealer, ...deal.board]);
    return ratio(callHundredths(player, holdemResult(player, dealer)), 300);
  },
  exact: () => {
    const { perBet, method } = exact();
    return { perBet, method };
  },
  rules: () => ({
    paragraphs: [
      { key: 'holdem.rules.variant' },
      { key: 'holdem.rules.stake' },
      { key: 'holdem.rules.dealer' },
      { key: 'holdem.rules.ante' },
      { key: 'holdem.rules.commission' },
    ],
    tables: [
      {
        title: 'holdem.table.ante',
        rows: [
          ...Object.entries(antePays).map(([category, pays]) => [`poker.hand.${category}`, `${pays}:1`]),
          ['poker.hand.straight', '1:1'],
        ],
      },
    ],
  }),
  view: (deal) => {
    const player = pokerStrength([...deal.player, ...deal.board]);
    const dealer = pokerStrength([...deal.dealer, ...deal.board]);
    return {
      player: deal.player.map(cardView),
      dealer: deal.dealer.map(cardView),
      board: deal.board.map(cardView),
      playerHand: categoryOf(player),
      dealerHand: categoryOf(dealer),
      decision: 'call',
      result: holdemResult(player, dealer),
    };
  },
};
