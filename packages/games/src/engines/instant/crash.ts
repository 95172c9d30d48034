import { BetRefused, checkStake, type PlacedBet, type Rules, type ScheduledKind } from '../../engine/kind.ts';
import { type Ratio, ratio } from '../../engine/ratio.ts';
import { lazy } from '../draws/lottery/market.ts';
import { hundredthsOf, type MiniConfig, miniConfigFor, miniParagraphs, miniRtp } from './mini.ts';

/*
 * Crash: one curve per round for every player (a scheduled kind). Bets are taken, then the
 * multiplier climbs from 1.00× until it crashes; a bet carries its cash-out multiplier
 * (`extra.cashout`, 1.01–1,000×) and wins it when the crash point reaches it.
 *
 * The crash point: u uniform in [0, 2^32), point = 0.99 × 2^32 / (2^32 − u), floored to the
 * hundredth. Points below 1.00× (u < 1 % of 2^32, one round in a hundred) crash at once. A
 * cash-out at T hundredths is reached by floor(99 × 2^32 / T) of the 2^32 values, so it returns
 * exactly floor(99 × 2^32 / T) × T / (100 × 2^32): 99 % less at most a 4-billionth.
 */

const space = 2n ** 32n;
const minCashout = 101;
const maxCashout = 100_000;
/** The curve reaches 1,000× this long after take-off; it crashes at its point. */
const flightMs = 15_000;
const growth = Math.log(1_000) / flightMs;

export interface CrashConfig extends MiniConfig {
  roundMs: number;
  bettingMs: number;
}

/** The crash point in hundredths of u (0 ≤ u < 2^32): floor(99 × 2^32 / (2^32 − u)). */
export const crashPointOf = (u: number) =>
  Number((miniRtp.num * 100n * space) / (miniRtp.den * (space - BigInt(u))));

/** The exact return of cashing out at `target` hundredths: P(point ≥ target) × target. */
export function crashRtpAt(target: number): Ratio {
  const reached = (miniRtp.num * 100n * space) / (miniRtp.den * BigInt(target));
  return ratio(reached * BigInt(target), 100n * space);
}

/** The multiplier shown `ms` after take-off (the curve the page draws), hundredths. */
export const crashCurveAt = (ms: number) => Math.floor(100 * Math.exp(growth * Math.max(0, ms)));
/** How long after take-off the curve reaches a point (hundredths), ms. */
export const crashTimeOf = (point: number) => (point <= 100 ? 0 : Math.ceil(Math.log(point / 100) / growth));

function cashoutOf(bet: PlacedBet): number {
  const target = hundredthsOf(bet.extra?.cashout);
  if (target === undefined || target < minCashout || target > maxCashout)
    throw new BetRefused('crash.cashout.invalid', { min: minCashout / 100, max: maxCashout / 100 });
  return target;
}

/** The lowest return over every cash-out: the returns share the denominator 100 × 2^32, so compare numerators. */
const lowest = lazy(() => {
  let low = minCashout;
  let lowReturned = -1n;
  for (let target = minCashout; target <= maxCashout; target++) {
    const returned = ((miniRtp.num * 100n * space) / (miniRtp.den * BigInt(target))) * BigInt(target);
    if (lowReturned < 0n || returned < lowReturned) [low, lowReturned] = [target, returned];
  }
  return crashRtpAt(low);
});

const roundMs = 30_000;
const bettingMs = 10_000;

export const crashKind: ScheduledKind<CrashConfig, number> = {
  kind: 'crash',
  mode: 'scheduled',

  configFor(game) {
    const base = miniConfigFor('CRASH')(game);
    return base ? { ...base, roundMs, bettingMs } : undefined;
  },

  schedule: (config) => ({ roundMs: config.roundMs, bettingMs: config.bettingMs }),

  betOptions: (config) => [
    {
      id: 'auto',
      label: 'crash.bet.auto',
      labelValues: { min: minCashout / 100, max: maxCashout / 100 },
      stakes: config.stakes,
    },
  ],

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'crash.rules.round' },
      { key: 'crash.rules.point' },
      { key: 'crash.rules.pays', values: { rtp: 99, min: minCashout / 100, max: maxCashout / 100 } },
      {
        key: 'crash.rules.schedule',
        values: { seconds: config.roundMs / 1000, betting: config.bettingMs / 1000 },
      },
      ...miniParagraphs(config),
    ],
  }),

  rtp() {
    const theoretical = lowest();
    return {
      theoretical,
      perBet: { auto: theoretical },
      method: 'each cash-out T: floor(99·2^32/T) of the 2^32 draws reach it, × T; lowest over 1.01–1,000×',
    };
  },

  validateBet(config, bet) {
    if (bet.option !== 'auto') throw new BetRefused('bet.option.unknown', { option: bet.option });
    checkStake(bet.stake, config.stakes);
    cashoutOf(bet);
  },

  draw: (_config, rng) => crashPointOf(rng.int(2 ** 32)),

  settle(_config, bet, point) {
    const target = cashoutOf(bet);
    return point >= target ? Number((BigInt(bet.stake) * BigInt(target)) / 100n) : 0;
  },

  view: (_config, point) => ({
    point: Math.max(100, point) / 100,
    instant: point < 100,
    crashAtMs: crashTimeOf(point),
  }),
};
