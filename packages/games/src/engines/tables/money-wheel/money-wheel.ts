import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';

/**
 * Money wheel, the big six layout: 54 equal segments, 24 × "1", 15 × "2", 7 × "5", 4 × "10",
 * 2 × "20", one joker and one logo. A bet on a symbol pays its number to 1, joker and logo 40:1.
 */
const segmentCounts = { '1': 24, '2': 15, '5': 7, '10': 4, '20': 2, joker: 1, logo: 1 } as const;
export type WheelSymbol = keyof typeof segmentCounts;
const symbols = Object.keys(segmentCounts) as WheelSymbol[];
const paysOf = (symbol: WheelSymbol): Ratio =>
  toOne(symbol === 'joker' || symbol === 'logo' ? 40 : Number(symbol));

/**
 * The wheel's segments clockwise from the pointer's rest: the rarer symbols spread round it
 * between runs of 1 and 2, as on a casino wheel.
 */
export const wheelSegments: readonly WheelSymbol[] = (() => {
  const rare: WheelSymbol[] = [
    'joker',
    '5',
    '10',
    '5',
    '20',
    '5',
    '10',
    '5',
    'logo',
    '5',
    '10',
    '5',
    '20',
    '5',
    '10',
  ];
  // 39 segments of 1 and 2, the 15 twos spread evenly (Bresenham), shared out between the rare ones.
  const common = Array.from(
    { length: 39 },
    (_, i): WheelSymbol => (Math.floor(((i + 1) * 15) / 39) > Math.floor((i * 15) / 39) ? '2' : '1'),
  );
  return rare.flatMap((symbol, i) => [
    symbol,
    ...common.slice(Math.floor((i * 39) / rare.length), Math.floor(((i + 1) * 39) / rare.length)),
  ]);
})();

export interface WheelSpin {
  segment: number;
  symbol: WheelSymbol;
}

const exact = lazy(() => ({
  perBet: Object.fromEntries(
    symbols.map((symbol) => [
      symbol,
      sumRatios(
        wheelSegments.map((landed) =>
          mulRatio(ratio(1, wheelSegments.length), landed === symbol ? paysOf(symbol) : lose),
        ),
      ),
    ]),
  ),
  method: `enumerated the ${wheelSegments.length} segments of the wheel`,
}));

export const moneyWheel: TableGame<WheelSpin> = {
  kind: 'money-wheel',
  classification: 'MT',
  stakeStep: 100,
  options: symbols.map((symbol) => ({
    id: symbol,
    label: `money-wheel.bet.${symbol}`,
    pays: paysOf(symbol),
  })),
  mainOption: '1',
  draw: (rng: Rng) => {
    const segment = rng.int(wheelSegments.length);
    return { segment, symbol: wheelSegments[segment] as WheelSymbol };
  },
  payout: (bet, spin) => (bet.option === spin.symbol ? paysOf(spin.symbol) : lose),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'money-wheel.rules.wheel', values: { segments: wheelSegments.length } },
      { key: 'money-wheel.rules.pays' },
    ],
    tables: [{ title: 'money-wheel.table.segments', rows: symbols.map((s) => [s, segmentCounts[s]]) }],
  }),
  view: (spin) => ({ segment: spin.segment, symbol: spin.symbol, segments: wheelSegments.length }),
};
