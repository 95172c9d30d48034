import type { Rng } from '../../../engine/rng.ts';
import { inBand, type Volatility } from '../family.ts';
import { scratchRtp } from '../scratch/exact.ts';
import type { ScratchMath, ScratchPrize } from '../scratch/types.ts';
import type { SymbolTier } from '../slot/types.ts';
import { uniform } from './seed.ts';
import { stakeRange } from './stakes.ts';
import type { Theme } from './themes.ts';

/** Out of how many tickets the chances are counted. */
const tickets = 10_000_000;

/** Prize multiples (cheapest first) and the share of the return paid by the prizes above the two cheapest. */
const shapes: Record<Volatility, { multiples: number[]; upper: [number, number] }> = {
  low: { multiples: [1, 2, 3, 5, 10, 20, 50, 100, 500], upper: [0.4, 0.5] },
  medium: { multiples: [1, 2, 4, 5, 10, 20, 50, 100, 1000, 5000], upper: [0.5, 0.6] },
  high: { multiples: [1, 2, 5, 10, 20, 50, 100, 500, 2000, 10000], upper: [0.6, 0.7] },
};

/**
 * A scratch card's prize table: the prizes above the two cheapest get shares of the target
 * return (smaller for the bigger ones: their chances fall faster than their size grows); the
 * two cheapest (1× and m2×) pay the rest R of the target return: their winning tickets H lie
 * between R / m2 and R, and w1 + w2 = H, w1 + m2·w2 = R are solved in whole tickets.
 */
export function designScratch(
  theme: Theme,
  volatility: Volatility,
  target: number,
  rng: Rng,
): ScratchMath | undefined {
  const shape = shapes[volatility];
  const upper = uniform(rng, ...shape.upper);
  const upperShares = shape.multiples.slice(2).map((_, i) => 0.7 ** i * uniform(rng, 0.8, 1.2));
  const shareSum = upperShares.reduce((a, b) => a + b, 0);
  const weights = shape.multiples.map((multiple, i) =>
    i < 2
      ? 0
      : Math.max(
          1,
          Math.round((((upperShares[i - 2] as number) / shareSum) * upper * target * tickets) / multiple),
        ),
  );
  const upperReturn = weights.reduce((sum, weight, i) => sum + weight * (shape.multiples[i] as number), 0);
  const restReturn = Math.round(target * tickets) - upperReturn;
  const second = shape.multiples[1] as number;
  const restHits = Math.round(restReturn * (1 / second + uniform(rng, 0.25, 0.75) * (1 - 1 / second)));
  const w2 = Math.round((restReturn - restHits) / (second - 1));
  const w1 = restHits - w2;
  if (w1 < 1 || w2 < 1) return undefined;
  weights[0] = w1;
  weights[1] = w2;
  const count = shape.multiples.length;
  const prizes: ScratchPrize[] = shape.multiples.map((multiple, i) => {
    // The most valuable prize takes the theme's most valuable symbol.
    const rank = count - 1 - i;
    const motif = theme.paying[rank] as string;
    const tier: SymbolTier = rank === 0 ? 'top' : rank <= Math.ceil((count - 1) / 3) ? 'high' : 'low';
    return {
      multiple,
      tickets: weights[i] as number,
      symbol: { id: motif, name: `symbol.${motif}`, tier, motif },
    };
  });
  const math: ScratchMath = {
    family: 'SCRATCH',
    theme: theme.id,
    volatility,
    tickets,
    prizes,
    stakes: stakeRange(rng, 1),
  };
  return inBand(scratchRtp(math).rtp) ? math : undefined;
}
