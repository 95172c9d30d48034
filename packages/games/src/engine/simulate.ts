import type { GameKind, PlacedBet } from './kind.ts';
import { ratioValue } from './ratio.ts';
import type { Rng } from './rng.ts';

export interface Simulation {
  rounds: number;
  staked: number;
  returned: number;
  /** Measured return, staked-weighted. */
  rtp: number;
  /** Half-width of the confidence interval of `rtp` (normal approximation; 99.9 % unless asked). */
  halfWidth: number;
  theoretical: number;
  /** True when the theoretical RTP lies inside the interval. */
  inside: boolean;
}

/** z of a two-sided 99.9 % interval. */
export const z999 = 3.2905;

/**
 * The standard normal quantile (the z with P(Z ≤ z) = p), by Acklam's rational approximation
 * (relative error below 1.2e-9): a run that checks n games at a family-wise confidence c asks each
 * for the two-sided `normalQuantile(1 − (1 − c) / 2n)`.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`quantile of ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * Plays `rounds` rounds of one game with `rng` and measures its return: an instant kind starts
 * a round with `bet` and follows `autoplay` to the end; a scheduled kind draws an outcome and
 * settles `bet` against it. Returns the measured RTP with its confidence interval against the
 * kind's exact `rtp` (perBet[bet.option] when published, else theoretical), at `z` (99.9 %).
 */
export function simulate(
  kind: GameKind,
  config: unknown,
  bet: PlacedBet,
  rounds: number,
  rng: Rng,
  z = z999,
): Simulation {
  let staked = 0;
  let returned = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i++) {
    let stake = bet.stake;
    let win: number;
    if (kind.mode === 'instant') {
      let step = kind.start(config, bet, rng);
      while (!step.done) {
        if (!kind.act || !kind.autoplay)
          throw new Error(`${kind.kind}: a round that is not done needs act and autoplay`);
        const next = kind.act(config, step.state, kind.autoplay(config, step.state), rng);
        stake += next.extraStake ?? 0;
        step = next;
      }
      win = step.win;
    } else {
      win = kind.settle(config, bet, kind.draw(config, rng));
    }
    staked += stake;
    returned += win;
    const perUnit = win / bet.stake;
    sumSq += perUnit * perUnit;
  }
  const rtp = returned / staked;
  const meanPerUnit = returned / bet.stake / rounds;
  const variance = Math.max(0, sumSq / rounds - meanPerUnit * meanPerUnit);
  const halfWidth = (z * Math.sqrt(variance / rounds)) / (staked / bet.stake / rounds);
  const published = kind.rtp(config);
  const theoretical = ratioValue(published.perBet?.[bet.option] ?? published.theoretical);
  return {
    rounds,
    staked,
    returned,
    rtp,
    halfWidth,
    theoretical,
    inside: Math.abs(rtp - theoretical) <= halfWidth,
  };
}
