import { addRatio, divRatio, mulRatio, type Ratio, ratio } from '../../../engine/ratio.ts';
import type { PreparedSlot } from './prepare.ts';
import { minRun } from './types.ts';

/**
 * Exact outcome counts of one spin, out of `total` = the product of the strip lengths (every
 * combination of stops is equally likely). Reels are independent, so each count is a product of
 * per-reel counts: no combination is visited one by one. Every product is at most
 * rows^reels × total (< 2^53 for the strips the engine takes), so it is counted in doubles
 * exactly and turned into bigints at the end.
 */
export interface SlotCounts {
  total: bigint;
  /** plain[symbol][run]: lines paying that run without a wild (ways games: ways, summed). */
  plain: bigint[][];
  /** withWild[symbol][run]: lines paying that run with a wild in it. */
  withWild: bigint[][];
  /** Full lines of wilds, summed over the lines. */
  wildLines: bigint;
  /** scatter[n]: combinations showing n scatters. */
  scatter: bigint[];
}

export function slotCounts(slot: PreparedSlot): SlotCounts {
  const { reels, paying, lengths } = slot;
  const total = lengths.reduce((product, length) => product * length, 1);
  if (!Number.isSafeInteger(total * slot.rows ** reels)) throw new RangeError('strips too long to count');
  const plain = Array.from({ length: paying }, () => new Array<number>(reels + 1).fill(0));
  const withWild = Array.from({ length: paying }, () => new Array<number>(reels + 1).fill(0));
  let wildLines = 0;
  if (slot.math.mode === 'lines') {
    const counts = rowCounts(slot);
    for (const pattern of slot.lines) {
      const cells = pattern.map((row, reel) => counts[reel]?.[row] as number[]);
      wildLines += countLine(slot, cells, plain, withWild);
    }
  } else {
    countWays(slot, plain);
  }
  const big = (rows: number[][]) => rows.map((row) => row.map((value) => BigInt(value)));
  return {
    total: BigInt(total),
    plain: big(plain),
    withWild: big(withWild),
    wildLines: BigInt(wildLines),
    scatter: scatterCounts(slot).map((value) => BigInt(value)),
  };
}

/** counts[reel][row][symbol]: stops showing the symbol on that row (after expansion). */
function rowCounts(slot: PreparedSlot): number[][][] {
  const symbolCount = slot.math.symbols.length;
  return slot.windows.map((window, reel) =>
    Array.from({ length: slot.rows }, (_, row) => {
      const counts = new Array<number>(symbolCount).fill(0);
      for (let stop = 0; stop < (slot.lengths[reel] as number); stop++) {
        const symbol = window[stop * slot.rows + row] as number;
        counts[symbol] = (counts[symbol] as number) + 1;
      }
      return counts;
    }),
  );
}

/**
 * Adds one line's counts: a line with `leading` wilds, then symbol t, then t or wilds up to
 * `run` reels, then (if the run ends before the last reel) a symbol that is neither.
 * Returns the count of full lines of wilds.
 */
function countLine(slot: PreparedSlot, cells: number[][], plain: number[][], withWild: number[][]): number {
  const { reels, paying, wild, lengths } = slot;
  const tail = new Array<number>(reels + 1).fill(1);
  for (let reel = reels - 1; reel >= 0; reel--)
    tail[reel] = (tail[reel + 1] as number) * (lengths[reel] as number);
  const at = (reel: number, symbol: number) => cells[reel]?.[symbol] as number;
  let leadingWilds = 1;
  for (let leading = 0; leading < reels; leading++) {
    if (leadingWilds === 0) break;
    for (let symbol = 0; symbol < paying; symbol++) {
      const first = leadingWilds * at(leading, symbol);
      if (first === 0) continue;
      let anyMix = 1;
      let noWildMix = 1;
      for (let run = leading + 1; run <= reels; run++) {
        const end = run < reels ? (lengths[run] as number) - at(run, symbol) - at(run, wild) : 1;
        const after = run < reels ? (tail[run + 1] as number) : 1;
        if (run >= minRun) {
          const all = first * anyMix * end * after;
          const clean = leading === 0 ? first * noWildMix * end * after : 0;
          (plain[symbol] as number[])[run] = ((plain[symbol] as number[])[run] as number) + clean;
          (withWild[symbol] as number[])[run] = ((withWild[symbol] as number[])[run] as number) + all - clean;
        }
        if (run < reels) {
          anyMix *= at(run, symbol) + at(run, wild);
          noWildMix *= at(run, symbol);
        }
      }
    }
    leadingWilds *= at(leading, wild);
  }
  return leadingWilds;
}

/**
 * Ways: a symbol's ways are the product of its cells (itself or a wild) on each reel of its run,
 * so their expectation over independent reels is the product of the per-reel sums of cells,
 * times the stops of the reel after the run that show none of it.
 */
function countWays(slot: PreparedSlot, plain: number[][]): void {
  const { reels, paying, lengths } = slot;
  for (let symbol = 0; symbol < paying; symbol++) {
    const cells: number[] = [];
    const empty: number[] = [];
    for (let reel = 0; reel < reels; reel++) {
      let sum = 0;
      let none = 0;
      const counts = slot.waysCounts[reel] as Uint8Array;
      for (let stop = 0; stop < (lengths[reel] as number); stop++) {
        const count = counts[stop * paying + symbol] as number;
        sum += count;
        if (count === 0) none++;
      }
      cells.push(sum);
      empty.push(none);
    }
    let product = 1;
    for (let run = 1; run <= reels; run++) {
      product *= cells[run - 1] as number;
      if (run < minRun) continue;
      let ways = product;
      if (run < reels) {
        ways *= empty[run] as number;
        for (let reel = run + 1; reel < reels; reel++) ways *= lengths[reel] as number;
      }
      (plain[symbol] as number[])[run] = ways;
    }
  }
}

/** scatter[n]: stop combinations showing n scatters, by convolving the reels' counts. */
function scatterCounts(slot: PreparedSlot): number[] {
  let dist = [1];
  slot.scatters.forEach((counts, reel) => {
    const perReel: number[] = [];
    for (let stop = 0; stop < (slot.lengths[reel] as number); stop++) {
      const count = counts[stop] as number;
      perReel[count] = (perReel[count] ?? 0) + 1;
    }
    const next = new Array<number>(dist.length + perReel.length - 1).fill(0);
    dist.forEach((a, i) => {
      perReel.forEach((b, j) => {
        if (b) next[i + j] = (next[i + j] as number) + a * (b ?? 0);
      });
    });
    dist = next;
  });
  return dist;
}

/** The exact return of a slot, in parts, each per unit of stake. */
export interface SlotRtp {
  /** Line (or ways) pays of one spin. */
  lines: Ratio;
  /** Scatter pays of one spin. */
  scatter: Ratio;
  /** Chance that a spin awards free spins. */
  trigger: Ratio;
  /** Expected free spins per paid spin: trigger × F / (1 − trigger × F). */
  freeSpins: Ratio;
  /** Return of the paid spin and its free spins. */
  base: Ratio;
  /** The jackpot's share (its contribution, see rules). */
  jackpot: Ratio;
  total: Ratio;
}

/**
 * RTP = W × (1 + E[free spins] × M), W = the expected pay of one spin (lines + scatters), because
 * a free spin is a spin on the same reels whose win is multiplied by M. A trigger awards F spins;
 * each spin re-triggers with chance p, so the free spins of one trigger number F / (1 − pF) on
 * average (the geometric series F + pF·F + …), and E[free spins] = p·F / (1 − pF).
 * The jackpot adds its contribution share: see `jackpotReturn`.
 */
export function slotRtp(slot: PreparedSlot, counts: SlotCounts = slotCounts(slot)): SlotRtp {
  const { math, reels, paying } = slot;
  let lineCoins = counts.wildLines * BigInt(math.wild.linePay);
  const multiplier = BigInt(math.wild.multiplier);
  for (let symbol = 0; symbol < paying; symbol++) {
    for (let run = minRun; run <= reels; run++) {
      const pay = BigInt(slot.payTable[symbol * (reels + 1) + run] as number);
      lineCoins +=
        pay *
        ((counts.plain[symbol]?.[run] as bigint) + multiplier * (counts.withWild[symbol]?.[run] as bigint));
    }
  }
  const lines = ratio(lineCoins, counts.total * BigInt(math.coins));
  let scatterPay = 0n;
  let triggers = 0n;
  counts.scatter.forEach((count, n) => {
    if (!math.scatter || n < minRun) return;
    scatterPay += count * BigInt(math.scatter.pays[Math.min(n, reels) - minRun] as number);
    triggers += count;
  });
  const scatter = ratio(scatterPay, counts.total);
  const trigger = ratio(triggers, counts.total);
  const awarded = BigInt(math.scatter?.freeSpins ?? 0);
  const chain = ratio(triggers * awarded, counts.total);
  if (chain.num >= chain.den) throw new RangeError(`${slot.gameCode}: free spins would never end`);
  const freeSpins = divRatio(chain, ratio(chain.den - chain.num, chain.den));
  const spin = addRatio(lines, scatter);
  const base = mulRatio(spin, addRatio(ratio(1n), mulRatio(freeSpins, ratio(math.scatter?.multiplier ?? 1))));
  const jackpot = jackpotReturn(slot);
  return { lines, scatter, trigger, freeSpins, base, jackpot, total: addRatio(base, jackpot) };
}

/**
 * The jackpot's return per unit of stake: its contribution share, shareBp / 10,000. A paid spin
 * of stake s wins the pool with chance s / odds, so between two hits the stakes add up to `odds`
 * on average and the pool grows by share × odds: its expected value when it is won. Each unit
 * staked therefore wins share × odds / odds = share back on average, at every stake. When the
 * server gives no live pool the engine pays exactly that expected value, so the figure is the
 * same either way; a seed the operator adds to a live pool is the operator's, not counted.
 */
export function jackpotReturn(slot: PreparedSlot): Ratio {
  return ratio(slot.math.jackpot?.shareBp ?? 0, 10_000);
}

/** The pool a hit pays when no live pool is given: share × odds, minor units. */
export const expectedPool = (slot: PreparedSlot) =>
  slot.math.jackpot ? (slot.math.jackpot.shareBp * slot.math.jackpot.odds) / 10_000 : 0;
