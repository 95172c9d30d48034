import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { type Rng, seededRng } from '../../../engine/rng.ts';
import { evaluateSpin } from './evaluate.ts';
import { slotCounts, slotRtp } from './exact.ts';
import { slotHitRate } from './hit-rate.ts';
import { type PreparedSlot, prepareSlot } from './prepare.ts';
import type { SlotMath, WildKind } from './types.ts';

interface Spec {
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  lines: number;
  coins: number;
  wild: WildKind;
  multiplier?: number;
  linePay?: number;
  scatter: boolean;
}

/** A small random slot (strips of 5–7 stops) whose every stop combination a test can visit. */
function tinySlot(spec: Spec, seed: string): PreparedSlot {
  const rng: Rng = seededRng(seed);
  const paying = 4;
  const wild = paying;
  const scatter = paying + 1;
  const strips = Array.from({ length: spec.reels }, (_, reel) => {
    const length = 5 + rng.int(3);
    return Array.from({ length }, (_, i) => {
      if (spec.scatter && i === 0) return scatter;
      if (i === 1 && (reel > 0 || spec.reels === 3)) return wild;
      return rng.int(paying);
    });
  });
  const symbols = [...'ABCDWS'].slice(0, spec.scatter ? 6 : 5).map((id, i) => ({
    id,
    name: `symbol.${id}`,
    tier: i === wild ? ('wild' as const) : i === scatter ? ('scatter' as const) : ('low' as const),
    motif: id,
  }));
  const runs = spec.reels - 2;
  const math: SlotMath = {
    family: spec.reels === 3 ? 'CLASSIC' : spec.mode === 'ways' ? 'WAYS' : 'VIDEO_SLOT',
    theme: 'test',
    volatility: 'medium',
    reels: spec.reels,
    rows: spec.rows,
    mode: spec.mode,
    lines: spec.lines,
    coins: spec.coins,
    symbols,
    strips,
    pays: Array.from({ length: paying }, (_, s) =>
      Array.from({ length: runs }, (_, r) => (paying - s) * 3 ** r),
    ),
    wild: { kind: spec.wild, multiplier: spec.multiplier ?? 1, linePay: spec.linePay ?? 0 },
    ...(spec.scatter
      ? { scatter: { pays: Array.from({ length: runs }, (_, r) => 2 * 5 ** r), freeSpins: 1, multiplier: 2 } }
      : {}),
    stakes: { min: spec.coins, max: spec.coins * 100, step: spec.coins },
  };
  return prepareSlot(seed, math);
}

/** Visits every stop combination with the engine's own spin evaluation. */
function bruteForce(slot: PreparedSlot) {
  const stake = slot.math.coins;
  let returned = 0;
  let triggers = 0;
  let hits = 0;
  let combinations = 0;
  const stops = new Array<number>(slot.reels).fill(0);
  const visit = (reel: number) => {
    if (reel === slot.reels) {
      const spin = evaluateSpin(slot, [...stops], stake, false);
      returned += spin.win;
      if (spin.awarded) triggers++;
      if (spin.win > 0) hits++;
      combinations++;
      return;
    }
    for (let stop = 0; stop < (slot.lengths[reel] as number); stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return {
    spin: ratio(returned, combinations * stake),
    trigger: ratio(triggers, combinations),
    hitRate: ratio(hits, combinations),
  };
}

const specs: [string, Spec][] = [
  [
    '5×3, 10 lines, plain wild, scatter',
    { reels: 5, rows: 3, mode: 'lines', lines: 10, coins: 10, wild: 'plain', scatter: true },
  ],
  [
    '5×3, 20 lines, expanding wild',
    { reels: 5, rows: 3, mode: 'lines', lines: 20, coins: 20, wild: 'expanding', scatter: true },
  ],
  [
    '5×3, 25 lines, ×2 wild',
    {
      reels: 5,
      rows: 3,
      mode: 'lines',
      lines: 25,
      coins: 25,
      wild: 'multiplier',
      multiplier: 2,
      scatter: true,
    },
  ],
  [
    '3×3, 5 lines, ×3 wild paying a full line',
    {
      reels: 3,
      rows: 3,
      mode: 'lines',
      lines: 5,
      coins: 5,
      wild: 'multiplier',
      multiplier: 3,
      linePay: 50,
      scatter: false,
    },
  ],
  [
    '3×3, 3 lines, plain wild paying nothing alone',
    { reels: 3, rows: 3, mode: 'lines', lines: 3, coins: 3, wild: 'plain', scatter: false },
  ],
  [
    '5×3, 243 ways, plain wild',
    { reels: 5, rows: 3, mode: 'ways', lines: 0, coins: 25, wild: 'plain', scatter: true },
  ],
  [
    '5×4, 1024 ways, expanding wild',
    { reels: 5, rows: 4, mode: 'ways', lines: 0, coins: 50, wild: 'expanding', scatter: true },
  ],
];

describe('exact slot counts', () => {
  for (const [name, spec] of specs) {
    it(`match every stop combination visited one by one: ${name}`, () => {
      for (const seed of ['a', 'b']) {
        const slot = tinySlot(spec, `${name}:${seed}`);
        const exact = slotRtp(slot, slotCounts(slot));
        const visited = bruteForce(slot);
        expect(exact.lines.num * exact.scatter.den + exact.scatter.num * exact.lines.den).toBeGreaterThan(0n);
        const spin = ratio(
          exact.lines.num * exact.scatter.den + exact.scatter.num * exact.lines.den,
          exact.lines.den * exact.scatter.den,
        );
        expect(spin).toEqual(visited.spin);
        expect(exact.trigger).toEqual(visited.trigger);
        expect(slotHitRate(slot)).toEqual(visited.hitRate);
      }
    });
  }

  it('counts free spins as a geometric series: RTP = W × (1 + M·pF / (1 − pF))', () => {
    const slot = tinySlot(specs[0]?.[1] as Spec, 'series');
    const rtp = slotRtp(slot);
    const p = rtp.trigger;
    const pF = p;
    expect(rtp.freeSpins).toEqual(ratio(pF.num * pF.den, pF.den * (pF.den - pF.num)));
    const spin = ratio(
      rtp.lines.num * rtp.scatter.den + rtp.scatter.num * rtp.lines.den,
      rtp.lines.den * rtp.scatter.den,
    );
    const factor = ratio(rtp.freeSpins.den + 2n * rtp.freeSpins.num, rtp.freeSpins.den);
    expect(rtp.base).toEqual(ratio(spin.num * factor.num, spin.den * factor.den));
  });

  it('refuses free spins that would never end and wilds on the first of five reels', () => {
    const slot = tinySlot(specs[0]?.[1] as Spec, 'endless');
    const endless = { ...slot.math, scatter: { pays: [1, 1, 1], freeSpins: 10_000, multiplier: 1 } };
    expect(() => slotRtp(prepareSlot('endless', endless))).toThrow(/never end/);
    const wildFirst = { ...slot.math, strips: [[4, 0, 1, 2, 3], ...slot.math.strips.slice(1)] };
    expect(() => prepareSlot('wild-first', wildFirst)).toThrow(/wild on reel 1/);
  });
});
