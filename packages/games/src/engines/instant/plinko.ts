import { checkStake, type InstantKind, lowestRtp, type Rules } from '../../engine/kind.ts';
import { type Ratio, ratio, sumRatios } from '../../engine/ratio.ts';
import { choose, range } from '../draws/lottery/count.ts';
import { lazy } from '../draws/lottery/market.ts';
import { type MiniConfig, miniConfigFor, miniParagraphs, miniRtp, optionOf } from './mini.ts';

/*
 * Plinko: a ball drops through 8–16 rows of pins, bouncing left or right at each with equal
 * chance, and lands in bin k (its bounces to the right) with chance C(rows, k) / 2^rows. Each
 * risk has a symmetric pay table by bin: the shape below sets how much the edges pay against
 * the middle; the table is scaled to 99 %, floored to hundredths, and what flooring took is
 * given back to the likeliest bins first, in whole hundredths, never past 99 %.
 */

export const plinkoRisks = ['low', 'medium', 'high'] as const;
type Risk = (typeof plinkoRisks)[number];
export const plinkoRows = range(8, 16);

/** Edge bin against middle bin at 8 and 16 rows (between: geometric), and how fast pays rise off the middle. */
const shapes: Readonly<Record<Risk, { at8: number; at16: number; power: number }>> = {
  low: { at8: 11, at16: 32, power: 2 },
  medium: { at8: 32, at16: 366, power: 1.5 },
  high: { at8: 145, at16: 5_000, power: 1.2 },
};

/** The pay table of a risk and a number of rows: gross hundredths of the stake per bin. */
export function plinkoTable(risk: Risk, rows: number): bigint[] {
  const { at8, at16, power } = shapes[risk];
  const spread = at8 * (at16 / at8) ** ((rows - 8) / 8);
  const half = rows / 2;
  const shape = range(0, rows).map((k) => spread ** ((Math.abs(k - half) / half) ** power));
  const ways = range(0, rows).map((k) => choose(rows, k));
  const mean = shape.reduce((sum, s, k) => sum + Number(ways[k]) * s, 0) / 2 ** rows;
  const pays = shape.map((s) => BigInt(Math.floor((99 * s) / mean)));
  // Σ ways × pays (hundredths) is 99 × 2^rows at exactly 99 %.
  let missing =
    (miniRtp.num * 100n * 2n ** BigInt(rows)) / miniRtp.den -
    pays.reduce((sum, p, k) => sum + p * ways[k]!, 0n);
  for (let k = Math.floor(half); k >= 0; k--) {
    const pair = k === rows - k ? [k] : [k, rows - k];
    const pairWays = pair.reduce((sum, bin) => sum + ways[bin]!, 0n);
    const add = missing > 0n ? missing / pairWays : 0n;
    for (const bin of pair) pays[bin] = pays[bin]! + add;
    missing -= add * pairWays;
  }
  return pays;
}

const tables = lazy(() => {
  const all = new Map<string, bigint[]>();
  for (const risk of plinkoRisks)
    for (const rows of plinkoRows) all.set(`${risk}:${rows}`, plinkoTable(risk, rows));
  return all;
});
const options: string[] = plinkoRisks.flatMap((risk) => plinkoRows.map((rows) => `${risk}:${rows}`));

/** The exact return of a table: Σ C(rows, k) × pays_k / (100 × 2^rows). */
const tableRtp = (table: readonly bigint[]): Ratio => {
  const rows = table.length - 1;
  return sumRatios(table.map((pays, k) => ratio(choose(rows, k) * pays, 100n * 2n ** BigInt(rows))));
};

export interface PlinkoDrop {
  option: string;
  /** 0 left, 1 right, per row. */
  path: number[];
  bin: number;
}

export const plinkoKind: InstantKind<MiniConfig, PlinkoDrop> = {
  kind: 'plinko',
  mode: 'instant',
  configFor: miniConfigFor('PLINKO'),

  betOptions: (config) =>
    options.map((id) => {
      const [risk, rows] = id.split(':');
      return { id, label: `plinko.bet.${risk}`, labelValues: { rows: Number(rows) }, stakes: config.stakes };
    }),

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'plinko.rules.drop' },
      { key: 'plinko.rules.pays', values: { rtp: 99 } },
      ...miniParagraphs(config),
    ],
    tables: [
      {
        title: 'plinko.table.pays',
        rows: [
          ['plinko.table.option', 'plinko.table.bins'],
          ...[...tables()].map(([id, table]) => [id, ...table.map((pays) => Number(pays) / 100)]),
        ],
      },
    ],
  }),

  rtp: () =>
    lowestRtp(
      Object.fromEntries([...tables()].map(([id, table]) => [id, tableRtp(table)])),
      'each table: bin k in C(rows,k) of the 2^rows equally likely paths',
    ),

  start(config, bet, rng) {
    const option = optionOf(options, bet);
    checkStake(bet.stake, config.stakes);
    const table = tables().get(option)!;
    const path = Array.from({ length: table.length - 1 }, () => rng.int(2));
    const bin = path.reduce((sum, step) => sum + step, 0);
    const pays = table[bin]!;
    const drop: PlinkoDrop = { option, path, bin };
    return {
      state: drop,
      done: true,
      win: Number((BigInt(bet.stake) * pays) / 100n),
      view: { ...drop, multiplier: Number(pays) / 100 },
    };
  },
};
