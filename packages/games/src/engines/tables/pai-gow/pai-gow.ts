import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';
import { type Domino, dominoes, dominoHandStrength } from './tiles.ts';

/**
 * Wenzhou pai gow (two-tile pai gow): the 32 dominoes are shuffled for the round; the banker and
 * the three doors (shun, chu, dao) get two tiles each. Each door's bet is settled against the
 * banker: the stronger hand wins, and the banker takes every tie. A win pays 0.95:1 (5 %
 * commission).
 */
export interface PaiGowDeal {
  /** Indices into `dominoes`: the banker's two tiles, then each door's. */
  banker: [number, number];
  doors: [number, number][];
}

const doors = [1, 2, 3] as const;
const pays = toOne(0.95);
const tile = (index: number) => dominoes[index] as Domino;
const strengthOf = (hand: readonly [number, number]) => dominoHandStrength(tile(hand[0]), tile(hand[1]));
const doorWins = (deal: PaiGowDeal, door: number) => {
  const hand = deal.doors[door - 1];
  return hand !== undefined && strengthOf(hand) > strengthOf(deal.banker);
};

const options: TableOption[] = doors.map((door) => ({
  id: `door:${door}`,
  label: 'pai-gow.bet.door',
  labelValues: { door },
  pays,
}));

/** Every ordered deal of a banker pair and a door pair from the 32 tiles (the other doors do not matter). */
const exact = lazy(() => {
  let deals = 0;
  let wins = 0;
  const n = dominoes.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const banker = dominoHandStrength(tile(a), tile(b));
      for (let c = 0; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          if (c === a || c === b || d === a || d === b) continue;
          deals++;
          if (dominoHandStrength(tile(c), tile(d)) > banker) wins++;
        }
    }
  const rtp: Ratio = ratio(BigInt(wins) * pays.num, BigInt(deals) * pays.den);
  return {
    perBet: Object.fromEntries(doors.map((door) => [`door:${door}`, rtp])),
    method: `enumerated the ${deals} deals of a banker pair and a door pair from the 32 dominoes`,
    winShare: ratio(wins, deals),
  };
});

export const paiGowExact = exact;

const handView = (hand: readonly [number, number]) => ({
  tiles: hand.map((i) => ({ top: tile(i).top, bottom: tile(i).bottom, name: tile(i).name })),
  strength: strengthOf(hand),
});

export const paiGow: TableGame<PaiGowDeal> = {
  kind: 'pai-gow',
  classification: 'WZPJ',
  stakeStep: 100,
  options,
  mainOption: 'door:1',
  draw: (rng: Rng) => {
    const order = Array.from({ length: dominoes.length }, (_, i) => i);
    for (let i = 0; i < 8; i++) {
      const j = i + rng.int(order.length - i);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    const pair = (k: number): [number, number] => [order[2 * k] as number, order[2 * k + 1] as number];
    return { banker: pair(0), doors: [pair(1), pair(2), pair(3)] };
  },
  payout: (bet, deal) => (doorWins(deal, Number(bet.option.split(':')[1])) ? pays : lose),
  exact: () => {
    const { perBet, method } = exact();
    return { perBet, method };
  },
  rules: () => ({
    paragraphs: [
      { key: 'pai-gow.rules.deal' },
      { key: 'pai-gow.rules.ranks' },
      { key: 'pai-gow.rules.points' },
      { key: 'pai-gow.rules.pays' },
    ],
  }),
  view: (deal) => ({
    banker: handView(deal.banker),
    doors: deal.doors.map((hand, i) => ({ ...handView(hand), wins: doorWins(deal, i + 1) })),
  }),
};
