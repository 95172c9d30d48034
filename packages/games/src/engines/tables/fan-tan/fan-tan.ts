import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, push, toOne } from '../common/pays.ts';

/**
 * Fan tan: the dealer covers a heap of beads (drawn uniformly from 41–120, so every remainder is
 * equally likely) and counts them off in fours; the result is what is left, 1–4 (an empty last
 * group counts 4). Every winning bet pays less 5 % commission on its winnings:
 * fan n (one number) 3:1 → 2.85:1; nim "n nim m" (n wins, m pushes) 2:1 → 1.9:1; kwok (two
 * adjacent numbers) and odd / even 1:1 → 0.95:1.
 */
export interface FanTanCount {
  beads: number;
  result: number;
}

const lowestHeap = 41;
const heaps = 80;
const results = [1, 2, 3, 4];
const resultOf = (beads: number) => ((beads - 1) % 4) + 1;

interface FanTanBet extends TableOption {
  wins: (result: number) => Ratio;
}

const fan = toOne(2.85);
const nim = toOne(1.9);
const even = toOne(0.95);

const bets: FanTanBet[] = [
  ...results.map(
    (n): FanTanBet => ({
      id: `fan:${n}`,
      label: 'fan-tan.bet.fan',
      labelValues: { n },
      pays: fan,
      wins: (result) => (result === n ? fan : lose),
    }),
  ),
  ...results.flatMap((n) =>
    results
      .filter((m) => m !== n)
      .map(
        (m): FanTanBet => ({
          id: `nim:${n}-${m}`,
          label: 'fan-tan.bet.nim',
          labelValues: { n, m },
          pays: nim,
          wins: (result) => (result === n ? nim : result === m ? push : lose),
        }),
      ),
  ),
  ...results.map((n): FanTanBet => {
    const m = (n % 4) + 1;
    return {
      id: `kwok:${n}-${m}`,
      label: 'fan-tan.bet.kwok',
      labelValues: { n, m },
      pays: even,
      wins: (result) => (result === n || result === m ? even : lose),
    };
  }),
  { id: 'odd', label: 'fan-tan.bet.odd', pays: even, wins: (result) => (result % 2 === 1 ? even : lose) },
  { id: 'even', label: 'fan-tan.bet.even', pays: even, wins: (result) => (result % 2 === 0 ? even : lose) },
];

const byId = new Map(bets.map((bet) => [bet.id, bet]));

const exact = lazy(() => {
  const counts = Array.from({ length: heaps }, (_, i) => resultOf(lowestHeap + i));
  return {
    perBet: Object.fromEntries(
      bets.map((bet) => [
        bet.id,
        sumRatios(counts.map((result) => mulRatio(ratio(1, heaps), bet.wins(result)))),
      ]),
    ),
    method: `enumerated the ${heaps} equally likely heaps (${lowestHeap}–${lowestHeap + heaps - 1} beads)`,
  };
});

export const fanTan: TableGame<FanTanCount> = {
  kind: 'fan-tan',
  classification: 'FT',
  stakeStep: 100,
  options: bets.map(({ wins: _wins, ...option }) => option),
  mainOption: 'fan:1',
  draw: (rng: Rng) => {
    const beads = lowestHeap + rng.int(heaps);
    return { beads, result: resultOf(beads) };
  },
  payout: (bet, count) => byId.get(bet.option)?.wins(count.result) ?? lose,
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'fan-tan.rules.count', values: { from: lowestHeap, to: lowestHeap + heaps - 1 } },
      { key: 'fan-tan.rules.bets' },
      { key: 'fan-tan.rules.commission' },
    ],
  }),
  view: (count) => ({ beads: count.beads, result: count.result }),
};
