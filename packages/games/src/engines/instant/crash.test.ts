import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { crashCurveAt, crashKind, crashPointOf, crashRtpAt, crashTimeOf } from './crash.ts';
import { miniGame } from './testing.ts';

const config = crashKind.configFor(miniGame('CRASH'))!;
const bet = (cashout: unknown, stake = 10_000) => ({ option: 'auto', stake, extra: { cashout } });
const space = 2 ** 32;

describe('crash', () => {
  it('draws the crash point 0.99 × 2^32 / (2^32 − u), about 1 % of rounds below 1.00×', () => {
    expect(crashPointOf(0)).toBe(99);
    expect(crashPointOf(space / 2)).toBe(198);
    expect(crashPointOf(space - 1)).toBe(Math.floor(99 * space));
    // The first u at 1.00×: 2^32 − u ≤ 0.99 × 2^32.
    const first = Math.ceil(space / 100);
    expect(crashPointOf(first - 1)).toBe(99);
    expect(crashPointOf(first)).toBe(100);
  });

  it('pins the exact return of a cash-out: P(point ≥ T) × T', () => {
    const reached = Math.floor((99 * space) / 200);
    expect(crashRtpAt(200)).toEqual(ratio(BigInt(reached) * 200n, 100n * BigInt(space)));
    // The count of u reaching 2.00× is exactly the u with point ≥ 200.
    expect(crashPointOf(space - reached)).toBeGreaterThanOrEqual(200);
    expect(crashPointOf(space - reached - 1)).toBeLessThan(200);
    const { theoretical, perBet } = crashKind.rtp(config);
    expect(perBet?.auto).toEqual(theoretical);
    expect(theoretical).toEqual(ratio(1_063_004_157, 1_073_741_824));
  });

  it('settles a bet by its cash-out and shows the flight', () => {
    expect(crashKind.settle(config, bet(2), 200)).toBe(20_000);
    expect(crashKind.settle(config, bet(2.01), 200)).toBe(0);
    expect(crashKind.settle(config, bet(1.01), 99)).toBe(0);
    expect(crashKind.view(config, 99)).toMatchObject({ point: 1, instant: true, crashAtMs: 0 });
    expect(crashCurveAt(crashTimeOf(250))).toBeGreaterThanOrEqual(250);
    expect(crashCurveAt(crashTimeOf(250) - 50)).toBeLessThan(250);
    expect(crashKind.schedule(config)).toEqual({ roundMs: 30_000, bettingMs: 10_000 });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    for (const cashout of [1.5, 10]) {
      const run = simulate(crashKind, config, bet(cashout), 200_000, seededRng(`crash ${cashout}`));
      expect(run.inside).toBe(true);
      expect(Math.abs(run.theoretical - 0.99)).toBeLessThan(1e-6);
    }
  });

  it('refuses cash-outs out of range', () => {
    const refusal = (cashout: unknown) => refusalOf(() => crashKind.validateBet(config, bet(cashout)));
    expect(refusal(1.01)).toBe('accepted');
    expect(refusal(1000)).toBe('accepted');
    expect(refusal(1)).toBe('crash.cashout.invalid');
    expect(refusal(1000.01)).toBe('crash.cashout.invalid');
    expect(refusal(2.005)).toBe('crash.cashout.invalid');
    expect(refusal(undefined)).toBe('crash.cashout.invalid');
    expect(refusalOf(() => crashKind.validateBet(config, { option: 'manual', stake: 10_000 }))).toBe(
      'bet.option.unknown',
    );
  });
});
