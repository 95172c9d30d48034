import { sumMarkets, sumView } from './bets.ts';
import { range, sum, tuples } from './count.ts';
import { lotteryKind, lotteryShare as share } from './kind.ts';
import { counted, lazy, type Market, onePrize } from './market.ts';
import { threePattern } from './patterns.ts';
import { type SideRule, sideMarkets } from './sides.ts';

/*
 * Lucky 28 (PC28): three numbers, each an independent digit 0–9, and their sum 0–27. Every bet
 * reads the three and is counted over the 1,000 equally likely draws.
 */

const digits = range(0, 9);
const draws = () => tuples(digits, 3);
const read = (draw: readonly number[]) => draw.slice(0, 3);

/** The sum: 14–27 big, 0–13 small. */
const sumSides: SideRule = { big: (s) => s >= 14, small: (s) => s <= 13 };
/** 极大 22–27, 极小 0–5. */
const extremes = { big: (s: number) => s >= 22, small: (s: number) => s <= 5 } as const;
/** 大单 big odd, 大双 big even, 小单 small odd, 小双 small even. */
const combos = {
  bigOdd: (s: number) => s >= 14 && s % 2 === 1,
  bigEven: (s: number) => s >= 14 && s % 2 === 0,
  smallOdd: (s: number) => s <= 13 && s % 2 === 1,
  smallEven: (s: number) => s <= 13 && s % 2 === 0,
} as const;

const markets = lazy((): Market[] => {
  const total = counted(draws, read, (three) => sum(three));
  const shape = counted(draws, read, (three) => threePattern(three));
  return [
    ...sumMarkets(range(0, 27), total, share),
    ...sideMarkets('sum', 'elott.bet.sum', undefined, total, sumSides, share),
    ...Object.entries(combos).map(([name, test]) =>
      onePrize(
        { id: `combo:${name}`, label: `pc28.bet.combo.${name}` },
        total,
        (key) => test(Number(key)),
        share,
      ),
    ),
    ...Object.entries(extremes).map(([name, test]) =>
      onePrize(
        { id: `extreme:${name}`, label: `pc28.bet.extreme.${name}` },
        total,
        (key) => test(Number(key)),
        share,
      ),
    ),
    ...(['leopard', 'straight', 'pair'] as const).map((pattern) =>
      onePrize({ id: pattern, label: `pc28.bet.${pattern}` }, shape, (key) => key === pattern, share),
    ),
  ];
});

export const pc28Kind = lotteryKind({
  kind: 'pc28',
  classification: 'PC28',
  roundSeconds: [90],
  draw: (rng) => [rng.int(10), rng.int(10), rng.int(10)],
  markets,
  method: 'counted over the 1,000 draws of three digits',
  rules: ['pc28.rules.draw', 'pc28.rules.sides', 'pc28.rules.combos', 'pc28.rules.shapes'],
  view(numbers) {
    const shown = sumView(numbers, sumSides);
    return {
      ...shown,
      extreme: extremes.big(shown.sum) ? 'big' : extremes.small(shown.sum) ? 'small' : null,
      shape: threePattern(numbers),
    };
  },
});
