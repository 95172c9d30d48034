import type { GameKind, PlacedBet } from './kind.ts';
import { ratioValue } from './ratio.ts';
import type { Rng } from './rng.ts';

export interface Simulation {
  rounds: number;
  staked: number;
  returned: number;
  /** Measured return, staked-weighted. */
  rtp: number;
  /** Half-width of the 99.9 % confidence interval of `rtp` (normal approximation). */
  halfWidth: number;
  theoretical: number;
  /** True when the theoretical RTP lies inside the interval. */
  inside: boolean;
}

/** z of a two-sided 99.9 % interval. */
const z = 3.2905;

/**
 * Plays `rounds` rounds of one game with `rng` and measures its return: an instant kind starts
 * a round with `bet` and follows `autoplay` to the end; a scheduled kind draws an outcome and
 * settles `bet` against it. Returns the measured RTP with its confidence interval against the
 * kind's exact `rtp` (perBet[bet.option] when published, else theoretical).
 */
export function simulate(
  kind: GameKind,
  config: unknown,
  bet: PlacedBet,
  rounds: number,
  rng: Rng,
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
