import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { PreparedSlot } from './prepare.ts';
import { minRun } from './types.ts';

/**
 * Exact chance that a paid spin pays something of its own (a line or way win, or a scatter pay;
 * free spins and the jackpot aside). Every paying run is at least 3 long and every pay is at
 * least one coin, so whether a line or way pays is decided by the first three reels: their
 * windows are enumerated (stops with the same window counted once, with their number), and the
 * spins that pay no line or way still hit when the other reels bring the scatters to 3.
 */
export function slotHitRate(slot: PreparedSlot): Ratio {
  const { reels, rows, paying, wild } = slot;
  const payingMask = 2 ** paying - 1;
  const cellMask = (symbol: number) => (symbol === wild ? payingMask : symbol < paying ? 1 << symbol : 0);
  const prefixes = [...new Set(slot.lines.map((line) => line.slice(0, minRun).join(',')))].map((key) =>
    key.split(',').map(Number),
  );
  // Each of the first three reels as groups of stops: [count, scatters, masks…].
  const groups = slot.windows.slice(0, minRun).map((window, reel) => {
    const byKey = new Map<string, number[]>();
    for (let stop = 0; stop < (slot.lengths[reel] as number); stop++) {
      const masks: number[] = [];
      let any = 0;
      for (let row = 0; row < rows; row++) {
        const mask = cellMask(window[stop * rows + row] as number);
        masks.push(mask);
        any |= mask;
      }
      const entry = slot.math.mode === 'ways' ? [any] : masks;
      const scatters = slot.scatters[reel]?.[stop] as number;
      const key = `${scatters}:${entry.join(',')}`;
      const group = byKey.get(key);
      if (group) group[0] = (group[0] as number) + 1;
      else byKey.set(key, [1, scatters, ...entry]);
    }
    return [...byKey.values()];
  });
  // tail[n]: stop combinations of the other reels showing at least n scatters.
  let dist = [1];
  for (let reel = minRun; reel < reels; reel++) {
    const next = new Array<number>(dist.length + rows).fill(0);
    for (let stop = 0; stop < (slot.lengths[reel] as number); stop++) {
      const count = slot.scatters[reel]?.[stop] as number;
      dist.forEach((ways, n) => {
        next[n + count] = (next[n + count] as number) + ways;
      });
    }
    dist = next;
  }
  const atLeast = (n: number) => dist.reduce((sum, ways, count) => (count >= n ? sum + ways : sum), 0);
  const tailTotal = atLeast(0);
  const scatterTail = Array.from({ length: minRun + 1 }, (_, n) => (slot.scatter >= 0 ? atLeast(n) : 0));
  const fullWildPays = reels === minRun && slot.math.wild.linePay > 0;
  const [first = [], second = [], third = []] = groups;
  // x & y & z ≠ 0 means a run of 3 of one symbol (wilds standing in), which pays at least one coin;
  // only a line of three wilds in a 3-reel game whose wilds pay nothing on their own does not.
  const wildLineFails = reels === minRun && !fullWildPays;
  const isWild = (x: number) => x === payingMask && paying > 1;
  let hits = 0;
  const need = new Array<number>(rows);
  for (const a of first) {
    for (const b of second) {
      // need[row]: the symbols the third reel's row must show for some line to pay.
      need.fill(0);
      if (slot.math.mode === 'ways') need[0] = (a[2] as number) & (b[2] as number);
      else if (!wildLineFails) {
        for (const [r0, r1, r2] of prefixes) {
          const both = (a[2 + (r0 as number)] as number) & (b[2 + (r1 as number)] as number);
          need[r2 as number] = (need[r2 as number] as number) | both;
        }
      }
      for (const c of third) {
        let pays = false;
        if (slot.math.mode === 'ways') pays = ((need[0] as number) & (c[2] as number)) !== 0;
        else if (!wildLineFails) {
          for (let row = 0; row < rows && !pays; row++)
            pays = ((need[row] as number) & (c[2 + row] as number)) !== 0;
        } else {
          for (const [r0, r1, r2] of prefixes) {
            const x = a[2 + (r0 as number)] as number;
            const y = b[2 + (r1 as number)] as number;
            const z = c[2 + (r2 as number)] as number;
            if ((x & y & z) !== 0 && !(isWild(x) && isWild(y) && isWild(z))) {
              pays = true;
              break;
            }
          }
        }
        const weight = (a[0] as number) * (b[0] as number) * (c[0] as number);
        if (pays) hits += weight * tailTotal;
        else {
          const scatters = (a[1] as number) + (b[1] as number) + (c[1] as number);
          hits += weight * (scatters >= minRun ? tailTotal : (scatterTail[minRun - scatters] as number));
        }
      }
    }
  }
  const total = slot.lengths.reduce((product, length) => product * length, 1);
  return ratio(BigInt(hits), BigInt(total));
}
