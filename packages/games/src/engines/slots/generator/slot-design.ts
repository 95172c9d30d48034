import { pick, type Rng, shuffle } from '../../../engine/rng.ts';
import type { SlotFamily, Volatility } from '../family.ts';
import type { SlotMath, SlotSymbol, SymbolTier, WildKind } from '../slot/types.ts';
import { between, uniform, weighted } from './seed.ts';
import { stakeRange } from './stakes.ts';
import type { Theme } from './themes.ts';

/**
 * A slot's structure before its paytable is scaled: everything but the pays, and the relative
 * pays (`shape`) the tuner scales to land the RTP in the band.
 */
export interface SlotPlan {
  math: SlotMath;
  /** Relative coins per paying symbol and run (same layout as math.pays). */
  shape: number[][];
  /** Relative coins of a full line of wilds (0: none). */
  wildShape: number;
}

interface Layout {
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  lines: number;
  coins: number;
}

function layoutFor(family: SlotFamily, rng: Rng): Layout {
  if (family === 'CLASSIC') {
    const lines = weighted(rng, [
      [1, 2],
      [3, 3],
      [5, 3],
    ]);
    return { reels: 3, rows: 3, mode: 'lines', lines, coins: lines };
  }
  if (family === 'WAYS') {
    const rows = weighted(rng, [
      [3, 3],
      [4, 2],
    ]);
    return { reels: 5, rows, mode: 'ways', lines: 0, coins: rows === 3 ? 25 : 50 };
  }
  const lines = pick(rng, [10, 20, 25]);
  return { reels: 5, rows: 3, mode: 'lines', lines, coins: lines };
}

/** Volatility shapes the symbol mix, the paytable's steepness and the free spins. */
const volatilityShape: Record<
  Volatility,
  { mix: number; tier: number; run4: [number, number]; run5: [number, number] }
> = {
  low: { mix: 1.1, tier: 1.22, run4: [2.2, 2.8], run5: [2.0, 2.6] },
  medium: { mix: 1.16, tier: 1.32, run4: [2.6, 3.4], run5: [2.5, 3.5] },
  high: { mix: 1.24, tier: 1.45, run4: [3.0, 4.0], run5: [3.5, 5.0] },
};

const scatterPays: Record<Volatility, readonly (readonly number[])[]> = {
  low: [
    [1, 4, 20],
    [1, 5, 25],
  ],
  medium: [
    [2, 10, 50],
    [2, 8, 40],
  ],
  high: [
    [2, 15, 100],
    [3, 20, 100],
  ],
};
const freeSpinCounts: Record<Volatility, readonly number[]> = {
  low: [8, 10, 12],
  medium: [10, 12, 15],
  high: [10, 15, 20],
};
const freeSpinMultipliers: Record<Volatility, readonly number[]> = {
  low: [1, 2],
  medium: [2, 2, 3],
  high: [2, 3, 3],
};

function wildKindFor(family: SlotFamily, rng: Rng): { kind: WildKind; multiplier: number } {
  if (family === 'CLASSIC') {
    return weighted(rng, [
      [{ kind: 'plain', multiplier: 1 }, 45],
      [{ kind: 'multiplier', multiplier: 2 }, 35],
      [{ kind: 'multiplier', multiplier: 3 }, 20],
    ]);
  }
  if (family === 'WAYS') {
    return weighted(rng, [
      [{ kind: 'plain', multiplier: 1 }, 65],
      [{ kind: 'expanding', multiplier: 1 }, 35],
    ]);
  }
  return weighted(rng, [
    [{ kind: 'plain', multiplier: 1 }, 50],
    [{ kind: 'expanding', multiplier: 1 }, 25],
    [{ kind: 'multiplier', multiplier: 2 }, 25],
  ]);
}

/** Splits `total` into integers ≥ 1 proportional to `weights` (largest remainders). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => Math.max(1, (weight / sum) * total));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => [value - Math.floor(value), index] as const)
    .sort((a, b) => b[0] - a[0]);
  for (let i = 0; left > 0; i = (i + 1) % order.length, left--) {
    const index = order[i]?.[1] as number;
    counts[index] = (counts[index] as number) + 1;
  }
  while (left < 0) {
    // Take from the most common symbol that can spare one.
    const index = counts.indexOf(Math.max(...counts));
    counts[index] = (counts[index] as number) - 1;
    left++;
  }
  return counts;
}

/**
 * One reel strip: the scatters spread evenly (so a window shows at most one), the rest shuffled.
 */
function strip(rng: Rng, length: number, counts: number[], scatter: number, scatters: number): number[] {
  const cells = new Array<number>(length).fill(-1);
  const offset = rng.int(length);
  for (let i = 0; i < scatters; i++) cells[(offset + Math.floor((i * length) / scatters)) % length] = scatter;
  const rest = shuffle(
    rng,
    counts.flatMap((count, symbol) => new Array<number>(count).fill(symbol)),
  );
  let next = 0;
  for (let i = 0; i < length; i++) if (cells[i] === -1) cells[i] = rest[next++] as number;
  return cells;
}

const tierOf = (index: number, paying: number): SymbolTier =>
  index === 0 ? 'top' : index <= Math.ceil((paying - 1) / 3) ? 'high' : 'low';

const symbolOf = (motif: string, tier: SymbolTier): SlotSymbol => ({
  id: motif,
  name: `symbol.${motif}`,
  tier,
  motif,
});

/** The theme's motifs for `count` paying symbols: always its most valuable, then a seeded subset in order. */
function payingMotifs(rng: Rng, theme: Theme, count: number): string[] {
  const others = shuffle(
    rng,
    theme.paying.slice(1).map((_, i) => i + 1),
  )
    .slice(0, count - 1)
    .sort((a, b) => a - b);
  return [theme.paying[0] as string, ...others.map((i) => theme.paying[i] as string)];
}

/** A slot's structure from its family, theme and seed (`rng`, already past the theme draw). */
export function designSlot(family: SlotFamily, theme: Theme, volatility: Volatility, rng: Rng): SlotPlan {
  const layout = layoutFor(family, rng);
  const { reels, rows } = layout;
  const classic = family === 'CLASSIC';
  const paying = classic ? between(rng, 5, 7) : between(rng, 8, 10);
  const wild = wildKindFor(family, rng);
  const hasScatter = !classic;
  const shape = volatilityShape[volatility];
  const symbols = [
    ...payingMotifs(rng, theme, paying).map((motif, index) => symbolOf(motif, tierOf(index, paying))),
    symbolOf(theme.wild, 'wild'),
    ...(hasScatter ? [symbolOf(theme.scatter, 'scatter')] : []),
  ];
  const scatterIndex = paying + 1;
  const strips: number[][] = [];
  for (let reel = 0; reel < reels; reel++) {
    const length = classic ? between(rng, 20, 30) : between(rng, 32, 52);
    const wilds =
      reel === 0 && !classic
        ? 0
        : wild.kind === 'expanding'
          ? 1
          : classic
            ? between(rng, 1, 2)
            : between(rng, 1, 3);
    // About one reel in ten shows a scatter: 3+ of them come once in 100–250 spins.
    const scatters = hasScatter ? Math.max(1, Math.round((0.1 * length) / rows)) : 0;
    const weights = Array.from({ length: paying }, (_, i) => shape.mix ** i * uniform(rng, 0.85, 1.15));
    const counts = apportion(length - wilds - scatters, weights);
    counts.push(wilds);
    strips.push(strip(rng, length, counts, scatterIndex, scatters));
  }
  const runs = reels - 2;
  const run4 = uniform(rng, ...shape.run4);
  const run5 = uniform(rng, ...shape.run5);
  const pays = Array.from({ length: paying }, (_, i) => {
    const base = shape.tier ** (paying - 1 - i) * uniform(rng, 0.9, 1.1);
    return Array.from({ length: runs }, (_, run) => base * (run >= 1 ? run4 : 1) * (run >= 2 ? run5 : 1));
  });
  const wildShape = classic ? (pays[0]?.[runs - 1] as number) * uniform(rng, 2, 4) : 0;
  const scatter = hasScatter
    ? {
        pays: [...pick(rng, scatterPays[volatility])],
        freeSpins: pick(rng, freeSpinCounts[volatility]),
        multiplier: pick(rng, freeSpinMultipliers[volatility]),
      }
    : undefined;
  const stakes = stakeRange(rng, layout.coins);
  const jackpot =
    family === 'JACKPOT'
      ? {
          shareBp: pick(rng, [100, 150, 200, 250, 300]),
          odds: Math.round((stakes.max * between(rng, 10_000, 40_000)) / 10_000) * 10_000,
        }
      : undefined;
  const math: SlotMath = {
    family,
    theme: theme.id,
    volatility,
    reels,
    rows,
    mode: layout.mode,
    lines: layout.lines,
    coins: layout.coins,
    symbols,
    strips,
    pays: pays.map((row) => row.map(() => 1)),
    wild: { ...wild, linePay: 0 },
    ...(scatter ? { scatter } : {}),
    ...(jackpot ? { jackpot } : {}),
    stakes,
  };
  return { math, shape: pays, wildShape };
}
