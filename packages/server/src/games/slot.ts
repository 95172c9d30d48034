import { cryptoRng, type Rng, seededRng, shuffle } from './rng.ts';

/**
 * Demo slot "Lucky Lanterns": 5 reels × 3 rows, 10 fixed paylines, one wild.
 * A line pays for its first non-wild symbol when the leftmost run of that symbol (wilds count as
 * it) is 3, 4 or 5 long; five wilds pay as SEVEN. Pays are multiples of the line bet.
 * Because every line reads one row of each reel and the reels are independent, each line's
 * symbols follow the strips' symbol frequencies, which makes the return exactly computable.
 */
export const slotSymbols = [
  'SEVEN',
  'GEM',
  'BELL',
  'BAR',
  'MELON',
  'GRAPE',
  'CHERRY',
  'LEMON',
  'WILD',
] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
type PayingSymbol = Exclude<SlotSymbol, 'WILD'>;

/** Line pays for runs of 3, 4, 5, in multiples of the line bet. */
export const slotPaytable: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  SEVEN: [25, 100, 500],
  GEM: [15, 60, 250],
  BELL: [10, 40, 150],
  BAR: [8, 30, 100],
  MELON: [5, 20, 60],
  GRAPE: [4, 15, 40],
  CHERRY: [3, 10, 30],
  LEMON: [2, 8, 25],
};

/** Row of each reel read by each payline (0 top, 1 middle, 2 bottom). */
export const slotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const slotRows = 3;

/** How many of each symbol each reel strip holds (same order as `slotSymbols`). */
const reelCounts: readonly (readonly number[])[] = [
  [1, 2, 2, 3, 3, 3, 4, 5, 3],
  [1, 2, 2, 3, 3, 3, 4, 5, 3],
  [1, 2, 2, 3, 3, 4, 4, 4, 3],
  [1, 2, 3, 3, 3, 4, 4, 5, 2],
  [1, 2, 3, 3, 4, 4, 4, 5, 2],
];

/** The published reel strips: fixed counts laid out by a fixed shuffle. */
export const slotReels: readonly (readonly SlotSymbol[])[] = reelCounts.map((counts, reel) => {
  const strip = counts.flatMap((count, index) =>
    Array<SlotSymbol>(count).fill(slotSymbols[index] ?? 'LEMON'),
  );
  return Object.freeze(shuffle(seededRng(`lucky-lanterns-reel-${reel}`), strip));
});

/** Pay of one line (multiple of the line bet) and the symbol and run that earned it. */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: PayingSymbol;
  count: number;
  pay: number;
} {
  const symbol = (symbols.find((s) => s !== 'WILD') ?? 'SEVEN') as PayingSymbol;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count++;
  const pay = count >= 3 ? (slotPaytable[symbol][count - 3] ?? 0) : 0;
  return { symbol, count, pay };
}

export interface SlotLineWin {
  line: number;
  symbol: PayingSymbol;
  count: number;
  win: bigint;
}

export interface SlotSpin {
  stake: bigint;
  /** Strip index of the top row of each reel. */
  stops: number[];
  /** window[reel][row] */
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  /** Total credited (0 when nothing pays), minor units. */
  win: bigint;
}

/** Spins once. `stake` is the total bet in minor units, a positive multiple of the payline count. */
export function spinSlot({ stake, rng = cryptoRng }: { stake: bigint; rng?: Rng }): SlotSpin {
  const lines = BigInt(slotPaylines.length);
  if (stake <= 0n || stake % lines !== 0n) {
    throw new RangeError(`Stake must be a positive multiple of ${lines} minor units`);
  }
  const lineBet = stake / lines;
  const stops = slotReels.map((strip) => rng.int(strip.length));
  const window = slotReels.map((strip, reel) =>
    Array.from({ length: slotRows }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] ?? 'LEMON'),
  );
  const lineWins: SlotLineWin[] = [];
  slotPaylines.forEach((rows, line) => {
    const result = evaluateLine(rows.map((row, reel) => window[reel]?.[row] ?? 'LEMON'));
    if (result.pay > 0)
      lineWins.push({ line, symbol: result.symbol, count: result.count, win: lineBet * BigInt(result.pay) });
  });
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0n);
  return { stake, stops, window, lineWins, win };
}

export interface SlotMath {
  /** Exact return to player as a fraction. */
  rtpNumerator: bigint;
  rtpDenominator: bigint;
  /** The same, as a plain number for display (e.g. 0.9612). */
  rtp: number;
  /** Variance of one line's pay, in squared line bets. */
  lineVariance: number;
  /** Probability that a given line pays anything. */
  lineHitRate: number;
  /** Probability of each line outcome: `SYMBOLxCOUNT` (e.g. BELLx4) or `none`. */
  lineOutcomes: Record<string, number>;
}

/** Outcome key of a line, as used by `SlotMath.lineOutcomes`. */
export function lineOutcomeKey(symbols: readonly SlotSymbol[]): string {
  const { pay, symbol, count } = evaluateLine(symbols);
  return pay > 0 ? `${symbol}x${count}` : 'none';
}

/**
 * Exact slot mathematics, by enumerating every symbol combination on a line (9^5) with its
 * probability from the strips. RTP = E[line pay] because the stake is one line bet per line.
 */
export function slotMath(): SlotMath {
  const counts = slotReels.map((strip) =>
    slotSymbols.map((symbol) => BigInt(strip.filter((s) => s === symbol).length)),
  );
  const denominator = slotReels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let payNumerator = 0n;
  let paySquaredNumerator = 0n;
  let hitNumerator = 0n;
  const outcomes = new Map<string, bigint>();
  const line: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === slotReels.length) {
      const { pay, symbol, count } = evaluateLine(line);
      const key = pay > 0 ? `${symbol}x${count}` : 'none';
      outcomes.set(key, (outcomes.get(key) ?? 0n) + weight);
      if (pay > 0) {
        payNumerator += weight * BigInt(pay);
        paySquaredNumerator += weight * BigInt(pay * pay);
        hitNumerator += weight;
      }
      return;
    }
    slotSymbols.forEach((symbol, index) => {
      const count = counts[reel]?.[index] ?? 0n;
      if (count === 0n) return;
      line[reel] = symbol;
      walk(reel + 1, weight * count);
    });
  };
  walk(0, 1n);
  const mean = Number(payNumerator) / Number(denominator);
  const meanSquare = Number(paySquaredNumerator) / Number(denominator);
  return {
    rtpNumerator: payNumerator,
    rtpDenominator: denominator,
    rtp: mean,
    lineVariance: meanSquare - mean * mean,
    lineHitRate: Number(hitNumerator) / Number(denominator),
    lineOutcomes: Object.fromEntries(
      [...outcomes].map(([key, weight]) => [key, Number(weight) / Number(denominator)]),
    ),
  };
}
