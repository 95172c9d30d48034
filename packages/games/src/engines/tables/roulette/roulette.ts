import { BetRefused } from '../../../engine/kind.ts';
import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose } from '../common/pays.ts';
import { type InsideBet, insideBetSets, isInsideSet, redNumbers, wheelOrder } from './layout.ts';

/** European roulette: one zero; every bet pays 36 / (numbers covered) gross, so each returns 36/37. */
export interface RouletteSpin {
  number: number;
}

const inside: readonly InsideBet[] = ['straight', 'split', 'street', 'corner', 'line'];
const insideSize: Record<InsideBet, number> = { straight: 1, split: 2, street: 3, corner: 4, line: 6 };

/** Outside bets: the numbers each covers. */
const outside: Record<string, (n: number) => boolean> = {
  'dozen:1': (n) => n >= 1 && n <= 12,
  'dozen:2': (n) => n >= 13 && n <= 24,
  'dozen:3': (n) => n >= 25 && n <= 36,
  'column:1': (n) => n > 0 && n % 3 === 1,
  'column:2': (n) => n > 0 && n % 3 === 2,
  'column:3': (n) => n > 0 && n % 3 === 0,
  red: (n) => redNumbers.has(n),
  black: (n) => n > 0 && !redNumbers.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n > 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19 && n <= 36,
};

const numbersOf = (extra: Record<string, unknown> | undefined): number[] | undefined => {
  const numbers = extra?.numbers;
  if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return undefined;
  return numbers as number[];
};

const insideOption = (bet: InsideBet): TableOption => ({
  id: bet,
  label: `roulette.bet.${bet}`,
  pays: ratio(36, insideSize[bet]),
  checkExtra: (extra) => {
    const numbers = numbersOf(extra);
    return numbers && isInsideSet(bet, numbers)
      ? undefined
      : new BetRefused('roulette.bet.numbers', { bet, count: insideSize[bet] });
  },
});

const outsideOption = (id: string): TableOption => {
  const [name, index] = id.split(':');
  const covered = Array.from({ length: 37 }, (_, n) => n).filter(
    outside[id] as (n: number) => boolean,
  ).length;
  return {
    id,
    label: `roulette.bet.${name}`,
    ...(index ? { labelValues: { n: Number(index) } } : {}),
    pays: ratio(36, covered),
  };
};

const options: TableOption[] = [...inside.map(insideOption), ...Object.keys(outside).map(outsideOption)];

export function roulettePayout(
  option: string,
  extra: Record<string, unknown> | undefined,
  spin: RouletteSpin,
): Ratio {
  const pays = options.find((o) => o.id === option)?.pays;
  if (!pays) return lose;
  if ((inside as readonly string[]).includes(option))
    return numbersOf(extra)?.includes(spin.number) ? pays : lose;
  return outside[option]?.(spin.number) ? pays : lose;
}

/** Every option over the 37 pockets; an inside bet over every position it can take (the lowest). */
const exact = lazy(() => {
  const pockets = Array.from({ length: 37 }, (_, number) => ({ number }));
  const expectation = (option: string, extra?: Record<string, unknown>) =>
    sumRatios(pockets.map((spin) => mulRatio(ratio(1, 37), roulettePayout(option, extra, spin))));
  const perBet: Record<string, Ratio> = {};
  for (const option of options) {
    const positions = (inside as readonly string[]).includes(option.id)
      ? insideBetSets[option.id as InsideBet].map((numbers) => expectation(option.id, { numbers }))
      : [expectation(option.id)];
    perBet[option.id] = positions.reduce((low, r) => (r.num * low.den < low.num * r.den ? r : low));
  }
  return { perBet, method: 'enumerated the 37 pockets for every bet and every position of each inside bet' };
});

export const roulette: TableGame<RouletteSpin> = {
  kind: 'roulette',
  classification: 'ROU',
  stakeStep: 100,
  options,
  mainOption: 'red',
  draw: (rng: Rng) => ({ number: rng.int(37) }),
  payout: (bet, spin) => roulettePayout(bet.option, bet.extra, spin),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'roulette.rules.wheel' },
      { key: 'roulette.rules.inside' },
      { key: 'roulette.rules.zero' },
    ],
  }),
  view: (spin) => ({
    number: spin.number,
    colour: spin.number === 0 ? 'green' : redNumbers.has(spin.number) ? 'red' : 'black',
    pocket: wheelOrder.indexOf(spin.number as (typeof wheelOrder)[number]),
  }),
};
