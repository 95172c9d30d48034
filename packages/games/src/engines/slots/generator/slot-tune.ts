import { ratioValue } from '../../../engine/ratio.ts';
import { inBand } from '../family.ts';
import { slotCounts, slotRtp } from '../slot/exact.ts';
import { prepareSlot } from '../slot/prepare.ts';
import type { SlotMath } from '../slot/types.ts';
import type { SlotPlan } from './slot-design.ts';

/**
 * The paytable at scale `f`: each relative pay × f rounded (at least 1 coin), a longer run
 * paying more than a shorter one, a more valuable symbol no less than a cheaper one. Every pay
 * grows with f, so the RTP does too, and a bisection on f finds the target.
 */
function paysAt(plan: SlotPlan, f: number): { pays: number[][]; linePay: number } {
  const pays = plan.shape.map((row) => row.map((value) => Math.max(1, Math.round(value * f))));
  for (let symbol = pays.length - 1; symbol >= 0; symbol--) {
    const row = pays[symbol] as number[];
    const cheaper = pays[symbol + 1];
    for (let run = 0; run < row.length; run++) {
      if (run > 0) row[run] = Math.max(row[run] as number, (row[run - 1] as number) + 1);
      if (cheaper) row[run] = Math.max(row[run] as number, cheaper[run] as number);
    }
  }
  const top = pays[0]?.at(-1) ?? 0;
  const linePay = plan.wildShape > 0 ? Math.max(top + 1, Math.round(plan.wildShape * f)) : 0;
  return { pays, linePay };
}

/**
 * Scales the plan's paytable so its exact RTP lands in the band, as near `target` (a fraction)
 * as the whole-coin pays allow. The outcome counts do not depend on the pays, so they are
 * counted once; the RTP is linear in the pays, so each trial is a sum of products. Returns
 * undefined when no scale lands in the band (the caller re-draws the structure).
 */
export function tuneSlot(gameCode: string, plan: SlotPlan, target: number): SlotMath | undefined {
  const prepared = prepareSlot(gameCode, plan.math);
  const counts = slotCounts(prepared);
  const at = (f: number): SlotMath => {
    const { pays, linePay } = paysAt(plan, f);
    return { ...plan.math, pays, wild: { ...plan.math.wild, linePay } };
  };
  const exact = (math: SlotMath) => slotRtp(prepareSlot(gameCode, math), counts).total;
  // Fast float RTP for the bisection, from the same counts.
  const total = Number(counts.total);
  const rtp0 = slotRtp(prepared, counts);
  const spinOf = (math: SlotMath) => {
    let coins = Number(counts.wildLines) * math.wild.linePay;
    math.pays.forEach((row, symbol) => {
      row.forEach((pay, index) => {
        const run = index + 3;
        coins +=
          pay *
          (Number(counts.plain[symbol]?.[run]) +
            math.wild.multiplier * Number(counts.withWild[symbol]?.[run]));
      });
    });
    return coins / total / math.coins;
  };
  // A trigger's spins re-trigger with chance p each: keep p × F ≤ 1/5 so long chains stay rare.
  if (ratioValue(rtp0.trigger) * (plan.math.scatter?.freeSpins ?? 0) > 0.2) return undefined;
  const scatterPart = ratioValue(rtp0.scatter);
  const factor = 1 + ratioValue(rtp0.freeSpins) * (plan.math.scatter?.multiplier ?? 1);
  const jackpot = ratioValue(rtp0.jackpot);
  const approx = (f: number) => (spinOf(at(f)) + scatterPart) * factor + jackpot;
  if (approx(1e-9) > target) return undefined;
  let lo = 1e-9;
  let hi = 1e6;
  for (let i = 0; i < 80; i++) {
    const mid = Math.sqrt(lo * hi);
    if (approx(mid) < target) lo = mid;
    else hi = mid;
  }
  const candidates = [at(hi), at(lo)]
    .map((math) => ({ math, rtp: exact(math) }))
    .filter(({ rtp }) => inBand(rtp))
    .sort((a, b) => Math.abs(ratioValue(a.rtp) - target) - Math.abs(ratioValue(b.rtp) - target));
  return candidates[0]?.math;
}
