import { ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, dealShoe } from '../common/cards.ts';
import { combinations, suitClasses } from '../common/combinations.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { categoryOf, type PokerCategory, pairOfOrBetter, pokerStrength } from './poker-hand.ts';

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

const lowerBound = (sorted: Int32Array, value: number) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * For every suit class of the flop: the strength of each of the 1,176 hole pairs from the other
 * 49 cards, as its place among the flop's distinct strengths. The dealer pairs that miss a player
 * pair are all pairs less those holding either of its cards, plus the player pair itself: prefix
 * counts over the places, for all pairs and per card, count them in constant time.
 */
const exact = lazy(() => {
  const flops = suitClasses(3);
  const pairs = combinations(49, 2);
  const first = Int32Array.from(pairs, (pair) => pair[0] as number);
  const second = Int32Array.from(pairs, (pair) => pair[1] as number);
  const n = pairs.length;
  const strengths = new Int32Array(n);
  const places = new Int32Array(n);
  let deals = 0;
  let returned = 0;
  for (const flop of flops) {
    const rest = Array.from({ length: 52 }, (_, c) => c).filter((c) => !flop.cards.includes(c));
    const hand = [...flop.cards, 0, 0];
    for (let k = 0; k < n; k++) {
      hand[3] = rest[first[k] as number] as Card;
      hand[4] = rest[second[k] as number] as Card;
      strengths[k] = pokerStrength(hand);
    }
    const distinct = Int32Array.from(new Set(strengths)).sort();
    const width = distinct.length + 1;
    // below[p]: pairs placed under p; perCard[c · width + p]: those holding card c.
    const below = new Int32Array(width);
    const perCard = new Int32Array(49 * width);
    for (let k = 0; k < n; k++) {
      const place = lowerBound(distinct, strengths[k] as number);
      places[k] = place;
      below[place + 1] = (below[place + 1] as number) + 1;
      perCard[(first[k] as number) * width + place + 1] =
        (perCard[(first[k] as number) * width + place + 1] as number) + 1;
      perCard[(second[k] as number) * width + place + 1] =
        (perCard[(second[k] as number) * width + place + 1] as number) + 1;
    }
    for (let p = 1; p < width; p++) below[p] = (below[p] as number) + (below[p - 1] as number);
    for (let c = 0; c < 49; c++)
      for (let p = 1; p < width; p++)
        perCard[c * width + p] = (perCard[c * width + p] as number) + (perCard[c * width + p - 1] as number);
    const qualifies = lowerBound(distinct, dealerQualifies);
    const dealers = n - 2 * 48 + 1;
    for (let k = 0; k < n; k++) {
      const mine = strengths[k] as number;
      const a = (first[k] as number) * width;
      const b = (second[k] as number) * width;
      const place = places[k] as number;
      const missing = (p: number) =>
        (below[p] as number) - (perCard[a + p] as number) - (perCard[b + p] as number) + (place < p ? 1 : 0);
      const notQualified = missing(qualifies);
      let weaker = 0;
      let equal = 0;
      if (mine >= dealerQualifies) {
        weaker = missing(place) - notQualified;
        equal = missing(place + 1) - missing(place);
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
