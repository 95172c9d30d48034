import { paylinesFor } from './paylines.ts';
import { minRun, type SlotMath } from './types.ts';

/**
 * A slot's math made ready to play: what every spin would otherwise recompute (each stop's
 * window after a wild's expansion, its scatter count, its ways counts, the symbol ids the page
 * draws) is computed once per game, so a spin only reads arrays.
 */
export interface PreparedSlot {
  gameCode: string;
  math: SlotMath;
  reels: number;
  rows: number;
  /** Number of paying symbols: indices 0 … paying − 1. */
  paying: number;
  wild: number;
  /** Index of the scatter, or −1. */
  scatter: number;
  lengths: number[];
  /** windows[reel][stop × rows + row]: the symbol shown there, after expansion. */
  windows: Uint8Array[];
  /** expands[reel][stop]: 1 when a wild in that stop's window fills the reel. */
  expands: Uint8Array[];
  /** scatters[reel][stop]: scatters in that stop's window. */
  scatters: Uint8Array[];
  /** waysCounts[reel][stop × paying + symbol]: cells showing the symbol or a wild (ways games). */
  waysCounts: Uint8Array[];
  /** grids[reel][stop]: the window's symbol ids, top row first (frozen, shared by every view; see gridAt). */
  grids: (readonly string[] | undefined)[][];
  lines: readonly (readonly number[])[];
  /** payTable[symbol × (reels + 1) + run]: coins of a run (0 below the minimum run). */
  payTable: Int32Array;
}

export function prepareSlot(gameCode: string, math: SlotMath): PreparedSlot {
  checkMath(gameCode, math);
  const { reels, rows, strips } = math;
  const paying = math.pays.length;
  const wild = paying;
  const scatter = math.scatter ? paying + 1 : -1;
  const lengths = strips.map((strip) => strip.length);
  const windows: Uint8Array[] = [];
  const expands: Uint8Array[] = [];
  const scatters: Uint8Array[] = [];
  const waysCounts: Uint8Array[] = [];
  const grids: (readonly string[] | undefined)[][] = [];
  for (const strip of strips) {
    const length = strip.length;
    const window = new Uint8Array(length * rows);
    const expand = new Uint8Array(length);
    const scatterCount = new Uint8Array(length);
    const ways = new Uint8Array(math.mode === 'ways' ? length * paying : 0);
    for (let stop = 0; stop < length; stop++) {
      let hasWild = false;
      for (let row = 0; row < rows; row++) {
        const symbol = strip[(stop + row) % length] as number;
        window[stop * rows + row] = symbol;
        if (symbol === wild) hasWild = true;
      }
      if (hasWild && math.wild.kind === 'expanding') {
        expand[stop] = 1;
        window.fill(wild, stop * rows, stop * rows + rows);
      }
      for (let row = 0; row < rows; row++) {
        const symbol = window[stop * rows + row] as number;
        if (symbol === scatter) scatterCount[stop] = (scatterCount[stop] as number) + 1;
        if (math.mode === 'ways') {
          const bump = (s: number) => {
            ways[stop * paying + s] = (ways[stop * paying + s] as number) + 1;
          };
          if (symbol === wild) for (let s = 0; s < paying; s++) bump(s);
          else if (symbol < paying) bump(symbol);
        }
      }
    }
    windows.push(window);
    expands.push(expand);
    scatters.push(scatterCount);
    waysCounts.push(ways);
    grids.push(new Array(length));
  }
  const payTable = new Int32Array((paying + 1) * (reels + 1));
  math.pays.forEach((pays, symbol) => {
    pays.forEach((coins, index) => {
      payTable[symbol * (reels + 1) + index + minRun] = coins;
    });
  });
  payTable[wild * (reels + 1) + reels] = math.wild.linePay;
  const lines = math.mode === 'lines' ? paylinesFor(reels, rows).slice(0, math.lines) : [];
  return {
    gameCode,
    math,
    reels,
    rows,
    paying,
    wild,
    scatter,
    lengths,
    windows,
    expands,
    scatters,
    waysCounts,
    grids,
    lines,
    payTable,
  };
}

/** The symbol ids a stop shows on a reel, made on first use and shared by every view. */
export function gridAt(slot: PreparedSlot, reel: number, stop: number): readonly string[] {
  const grids = slot.grids[reel] as (readonly string[] | undefined)[];
  let grid = grids[stop];
  if (!grid) {
    const window = slot.windows[reel] as Uint8Array;
    const ids: string[] = [];
    for (let row = 0; row < slot.rows; row++)
      ids.push(slot.math.symbols[window[stop * slot.rows + row] as number]?.id ?? '');
    grid = Object.freeze(ids);
    grids[stop] = grid;
  }
  return grid;
}

/** Refuses math the engine or its exact RTP would get wrong. */
function checkMath(gameCode: string, math: SlotMath): void {
  const fail = (why: string) => {
    throw new RangeError(`${gameCode}: ${why}`);
  };
  const paying = math.pays.length;
  const symbolCount = paying + 1 + (math.scatter ? 1 : 0);
  if (math.symbols.length !== symbolCount) fail('symbols do not match the paytable');
  if (math.strips.length !== math.reels) fail('one strip per reel');
  // Every run of 3+ and every 3+ scatters pays at least 1: the hit rate counts on it.
  const positive = (pays: number[]) =>
    pays.length === math.reels - minRun + 1 && pays.every((pay) => pay >= 1);
  if (!math.pays.every(positive)) fail('a pay of at least 1 per run length');
  if (math.scatter && !positive(math.scatter.pays)) fail('a scatter pay of at least 1 per count');
  if (math.mode === 'lines' && math.coins !== math.lines) fail('a lines game bets one coin per line');
  if (math.mode === 'lines') paylinesFor(math.reels, math.rows);
  math.strips.forEach((strip, reel) => {
    if (strip.length < math.rows) fail(`reel ${reel + 1} is shorter than the window`);
    for (const symbol of strip)
      if (!(symbol >= 0 && symbol < symbolCount)) fail(`reel ${reel + 1}: bad symbol`);
    // A wild on the first reel would let a run of wilds pay as several symbols at once (ways),
    // and wild-only lines of five that the rules do not pay: five-reel games keep it off reel 1.
    if (reel === 0 && math.reels > minRun && strip.includes(paying)) fail('a wild on reel 1');
  });
  if (math.mode === 'ways' && math.wild.kind === 'multiplier') fail('ways games have no multiplier wild');
  if (math.stakes.min % math.coins !== 0 || math.stakes.step % math.coins !== 0)
    fail('stakes must be whole coins');
  if (math.jackpot && (math.jackpot.odds < math.stakes.max || math.jackpot.odds > 2 ** 32))
    fail('jackpot odds out of range');
  if (math.jackpot && (math.jackpot.shareBp * math.jackpot.odds) % 10_000 !== 0)
    fail('the expected pool must be whole minor units');
}
