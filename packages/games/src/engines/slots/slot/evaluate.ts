import { gridAt, type PreparedSlot } from './prepare.ts';
import { minRun } from './types.ts';

/** What one line shows and pays, in coins (before the free-spin multiplier). */
export interface RunResult {
  symbol: number;
  count: number;
  coins: number;
  /** True when a wild is part of the paying run. */
  wild: boolean;
}

/**
 * Pays one line of symbols (one per reel, left to right): the first symbol that is not a wild
 * names the line, and the run of that symbol or wilds from the leftmost reel pays when it is at
 * least 3 long. A scatter (or a symbol that pays nothing) names a line that pays nothing. A full
 * line of wilds pays the wild's own line pay. `exact.ts` counts exactly these rules.
 */
export function evaluateLine(slot: PreparedSlot, line: ArrayLike<number>, out: RunResult): RunResult {
  const { reels, wild, paying, payTable } = slot;
  let leading = 0;
  while (leading < reels && line[leading] === wild) leading++;
  out.wild = leading > 0;
  if (leading === reels) {
    out.symbol = wild;
    out.count = reels;
    out.coins = payTable[wild * (reels + 1) + reels] as number;
    return out;
  }
  const symbol = line[leading] as number;
  out.symbol = symbol;
  if (symbol >= paying) {
    out.count = 0;
    out.coins = 0;
    return out;
  }
  let count = leading + 1;
  while (count < reels) {
    const next = line[count];
    if (next === wild) out.wild = true;
    else if (next !== symbol) break;
    count++;
  }
  out.count = count;
  let coins = count >= minRun ? (payTable[symbol * (reels + 1) + count] as number) : 0;
  if (out.wild) coins *= slot.math.wild.multiplier;
  out.coins = coins;
  return out;
}

// Scratch space of one line's evaluation: spins are evaluated one at a time (no await inside), so
// one buffer serves them all and a spin allocates only what its view keeps.
const lineBuffer = new Uint8Array(8);
const runBuffer: RunResult = { symbol: 0, count: 0, coins: 0, wild: false };

export interface LineWin {
  /** Index of the payline (0-based). */
  line: number;
  symbol: string;
  count: number;
  /** Minor units paid. */
  win: number;
  /** The wild multiplier applied (1 when none). */
  multiplier: number;
}

export interface WayWin {
  symbol: string;
  /** Reels from the leftmost the symbol (or a wild) covers. */
  count: number;
  ways: number;
  win: number;
}

export interface SpinResult {
  free: boolean;
  /** Strip index on the top row of each reel. */
  stops: number[];
  /** grid[reel][row]: symbol ids, after expansion. */
  grid: (readonly string[])[];
  /** Reels a wild expanded over. */
  expanded: number[];
  lineWins: LineWin[];
  wayWins: WayWin[];
  scatter: { count: number; win: number };
  /** Free spins this spin awarded (0 when none). */
  awarded: number;
  /** Minor units this spin paid, multipliers included. */
  win: number;
}

/**
 * Evaluates the window at `stops`: line or ways wins, scatters. `coin` is the value of a coin in
 * minor units (stake / coins), `multiplier` the free-spin multiplier (1 in the base game).
 */
export function evaluateSpin(slot: PreparedSlot, stops: number[], stake: number, free: boolean): SpinResult {
  const { math, reels, rows, windows, paying } = slot;
  const coin = stake / math.coins;
  const multiplier = free ? (math.scatter?.multiplier ?? 1) : 1;
  const grid: (readonly string[])[] = new Array(reels);
  const expanded: number[] = [];
  let scatterCount = 0;
  for (let reel = 0; reel < reels; reel++) {
    const stop = stops[reel] as number;
    grid[reel] = gridAt(slot, reel, stop);
    if (slot.expands[reel]?.[stop]) expanded.push(reel);
    scatterCount += slot.scatters[reel]?.[stop] as number;
  }
  let win = 0;
  const lineWins: LineWin[] = [];
  const wayWins: WayWin[] = [];
  if (math.mode === 'lines') {
    const line = lineBuffer;
    const run = runBuffer;
    for (let index = 0; index < slot.lines.length; index++) {
      const pattern = slot.lines[index] as readonly number[];
      for (let reel = 0; reel < reels; reel++) {
        line[reel] = (windows[reel] as Uint8Array)[
          (stops[reel] as number) * rows + (pattern[reel] as number)
        ] as number;
      }
      evaluateLine(slot, line, run);
      if (run.coins > 0) {
        const lineWin = run.coins * coin * multiplier;
        win += lineWin;
        lineWins.push({
          line: index,
          symbol: math.symbols[run.symbol]?.id ?? '',
          count: run.count,
          win: lineWin,
          multiplier: run.wild ? math.wild.multiplier : 1,
        });
      }
    }
  } else {
    for (let symbol = 0; symbol < paying; symbol++) {
      let ways = 1;
      let count = 0;
      while (count < reels) {
        const cells = (slot.waysCounts[count] as Uint8Array)[
          (stops[count] as number) * paying + symbol
        ] as number;
        if (cells === 0) break;
        ways *= cells;
        count++;
      }
      if (count < minRun) continue;
      const coins = (slot.payTable[symbol * (reels + 1) + count] as number) * ways;
      const wayWin = coins * coin * multiplier;
      win += wayWin;
      wayWins.push({ symbol: math.symbols[symbol]?.id ?? '', count, ways, win: wayWin });
    }
  }
  let scatterWin = 0;
  let awarded = 0;
  if (math.scatter && scatterCount >= minRun) {
    scatterWin = (math.scatter.pays[Math.min(scatterCount, reels) - minRun] as number) * stake * multiplier;
    win += scatterWin;
    awarded = math.scatter.freeSpins;
  }
  return {
    free,
    stops,
    grid,
    expanded,
    lineWins,
    wayWins,
    scatter: { count: scatterCount, win: scatterWin },
    awarded,
    win,
  };
}
