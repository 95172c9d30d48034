import { beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../src/games/rng.ts';
import {
  evaluateLine,
  lineOutcomeKey,
  slotMath,
  slotPaylines,
  slotReels,
  spinSlot,
} from '../../src/games/slot.ts';
import { chiSquareCritical99, chiSquareUniform } from './stats.ts';

describe('demo slot', () => {
  const math = slotMath();

  it('publishes an exact return to player near 96 %', () => {
    expect((math.rtpNumerator * 10_000n) / math.rtpDenominator).toBe(9597n);
    expect(math.rtp).toBeGreaterThan(0.955);
    expect(math.rtp).toBeLessThan(0.965);
  });

  it('pays the leftmost run with wilds substituting, five wilds as SEVEN', () => {
    expect(evaluateLine(['BELL', 'WILD', 'BELL', 'LEMON', 'BELL'])).toEqual({
      symbol: 'BELL',
      count: 3,
      pay: 10,
    });
    expect(evaluateLine(['WILD', 'WILD', 'GEM', 'GEM', 'GEM'])).toEqual({
      symbol: 'GEM',
      count: 5,
      pay: 250,
    });
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({
      symbol: 'SEVEN',
      count: 5,
      pay: 500,
    });
    expect(evaluateLine(['CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY']).pay).toBe(0);
  });

  it('settles in integer minor units and refuses stakes that do not split over the lines', () => {
    const spin = spinSlot({ stake: 1_000n, rng: seededRng('one') });
    expect(spin.window).toHaveLength(5);
    expect(spin.win).toBe(spin.lineWins.reduce((sum, line) => sum + line.win, 0n));
    for (const line of spin.lineWins) expect(line.win % 100n).toBe(0n);
    expect(() => spinSlot({ stake: 15n })).toThrow(RangeError);
    expect(() => spinSlot({ stake: 0n })).toThrow(RangeError);
  });

  it('uses node:crypto randomness by default', () => {
    const spin = spinSlot({ stake: 10n });
    spin.stops.forEach((stop, reel) => {
      expect(stop).toBeGreaterThanOrEqual(0);
      expect(stop).toBeLessThan(slotReels[reel]?.length ?? 0);
    });
  });

  const spins = 300_000;
  const stopCounts = slotReels.map((strip) => new Array<number>(strip.length).fill(0));
  const middleLine = new Map<string, number>();
  let staked = 0n;
  let won = 0n;
  let sum = 0;
  let sumSquares = 0;
  beforeAll(() => {
    const rng = seededRng('rtp-simulation');
    for (let i = 0; i < spins; i++) {
      const spin = spinSlot({ stake: 10n, rng });
      spin.stops.forEach((stop, reel) => {
        const counts = stopCounts[reel];
        if (counts) counts[stop] = (counts[stop] ?? 0) + 1;
      });
      const key = lineOutcomeKey(spin.window.map((rows) => rows[1] ?? 'LEMON'));
      middleLine.set(key, (middleLine.get(key) ?? 0) + 1);
      staked += spin.stake;
      won += spin.win;
      const ratio = Number(spin.win) / 10;
      sum += ratio;
      sumSquares += ratio * ratio;
    }
    console.info(
      `slot: simulated RTP ${(Number(won) / Number(staked)).toFixed(4)} over ${spins} spins; exact ${math.rtp.toFixed(4)}`,
    );
  });

  it('lands every reel stop uniformly (chi-square at 99 %)', () => {
    for (const counts of stopCounts) {
      expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical99(counts.length - 1));
    }
  });

  it('returns the published RTP over many spins, within a tolerance from the variance', () => {
    const simulated = Number(won) / Number(staked);
    // Rigorous bound: Var(sum of 10 correlated lines) <= (10 sd)^2, so the spin's sd per unit stake <= line sd.
    const boundTolerance = (4 * Math.sqrt(math.lineVariance)) / Math.sqrt(spins);
    expect(Math.abs(simulated - math.rtp)).toBeLessThan(boundTolerance);
    // Tighter: 4 standard errors of the sample itself.
    const mean = sum / spins;
    const sampleSd = Math.sqrt(sumSquares / spins - mean * mean);
    expect(Math.abs(simulated - math.rtp)).toBeLessThan((4 * sampleSd) / Math.sqrt(spins));
    expect(slotPaylines).toHaveLength(10);
  });

  it('lands each paytable outcome as often as the paytable says (chi-square at 99 %)', () => {
    // Outcomes expected fewer than 5 times are pooled, as chi-square requires.
    let pooledObserved = 0;
    let pooledExpected = 0;
    let statistic = 0;
    let bins = 0;
    for (const [key, probability] of Object.entries(math.lineOutcomes)) {
      const expected = probability * spins;
      const observed = middleLine.get(key) ?? 0;
      if (expected < 5) {
        pooledObserved += observed;
        pooledExpected += expected;
        continue;
      }
      statistic += (observed - expected) ** 2 / expected;
      bins++;
    }
    if (pooledExpected > 0) {
      statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
      bins++;
    }
    expect(bins).toBeGreaterThan(15);
    expect(statistic).toBeLessThan(chiSquareCritical99(bins - 1));
  });
});
