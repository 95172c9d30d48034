import { beforeAll, describe, expect, it } from 'vitest';
import {
  catchChance,
  fishDetail,
  fishMath,
  fishOdds,
  fishSpecies,
  pondAt,
  pondTiming,
  shootFish,
  targetFish,
  waveOf,
} from '../../src/games/fish.ts';
import { seededRng } from '../../src/games/rng.ts';
import { chiSquareCritical99 } from './stats.ts';

describe('fish', () => {
  it('publishes 96 % on every fish: caught with probability 0.96 / multiplier, exactly', () => {
    const math = fishMath();
    expect(math.rtp).toBe(0.96);
    for (const species of math.species) {
      expect(Number.isInteger(catchChance(species))).toBe(true);
      expect(species.rtp).toBeCloseTo(0.96, 12);
    }
    expect(math.species.find((one) => one.code === 'WHALE')?.catchChance).toBe(0.0096);
  });

  it('swims the same pond for everyone: waves on a timer, fish crossing in lanes', () => {
    const wave = waveOf('DEEPBLUE_0001', 1_000);
    expect(wave).toEqual(waveOf('DEEPBLUE_0001', 1_000));
    expect(wave).toHaveLength(pondTiming.fishPerWave);
    for (const fish of wave) {
      expect(fish.enterAt).toBeGreaterThanOrEqual(1_000 * pondTiming.waveMs);
      expect(fish.exitAt - fish.enterAt).toBeGreaterThanOrEqual(pondTiming.minSwimMs);
      expect(fish.lane).toBeLessThan(pondTiming.lanes);
    }
    const now = Date.UTC(2026, 0, 1, 12);
    const pond = pondAt('DEEPBLUE_0001', now);
    expect(pond.length).toBeGreaterThan(3);
    expect(pond.every((fish) => fish.exitAt > now)).toBe(true);
  });

  it('takes shots at fish in the pond (or just gone), not at fish long gone or unknown', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const fish = pondAt('DEEPBLUE_0001', now)[0];
    if (!fish) throw new Error('empty pond');
    expect(targetFish('DEEPBLUE_0001', fish.fishId, now)).toEqual(fish);
    expect(targetFish('DEEPBLUE_0001', fish.fishId, fish.exitAt + pondTiming.graceMs - 1)).toEqual(fish);
    expect(targetFish('DEEPBLUE_0001', fish.fishId, fish.exitAt + pondTiming.graceMs + 1)).toBeUndefined();
    expect(targetFish('DEEPBLUE_0001', '1-0', now)).toBeUndefined();
    expect(targetFish('DEEPBLUE_0001', `${fish.fishId.split('-')[0]}-99`, now)).toBeUndefined();
    expect(targetFish('DEEPBLUE_0001', 'x', now)).toBeUndefined();
    expect(fishDetail({ species: 'SHARK', multiplier: 50, caught: true })).toBe('SHOT SHARK ×50 · CAUGHT');
  });

  it('pays stake × multiplier on a catch, with node:crypto by default', () => {
    const { caught, win } = shootFish({ stake: 300n, fish: { multiplier: 5 } });
    expect(win).toBe(caught ? 1_500n : 0n);
    expect(() => shootFish({ stake: 0n, fish: { multiplier: 5 } })).toThrow(RangeError);
  });

  const shotsPerSpecies = 100_000;
  const caught = new Map<string, number>();
  const spawned = new Map<string, number>();
  let staked = 0;
  let returned = 0;
  beforeAll(() => {
    const rng = seededRng('fish-simulation');
    for (const species of fishSpecies) {
      for (let i = 0; i < shotsPerSpecies; i++) {
        const shot = shootFish({ stake: 1n, fish: species, rng });
        if (shot.caught) caught.set(species.code, (caught.get(species.code) ?? 0) + 1);
        staked += 1;
        returned += Number(shot.win);
      }
    }
    for (let wave = 0; wave < 5_000; wave++) {
      for (const fish of waveOf('CORALHUNT_0001', wave))
        spawned.set(fish.species, (spawned.get(fish.species) ?? 0) + 1);
    }
    console.info(
      `fish: simulated RTP ${(returned / staked).toFixed(4)} over ${staked} shots; published 0.96`,
    );
  });

  it('catches each fish as often as published (chi-square at 99 % on caught / missed per species)', () => {
    let statistic = 0;
    for (const species of fishSpecies) {
      const p = catchChance(species) / fishOdds;
      const hits = caught.get(species.code) ?? 0;
      const expectedHits = p * shotsPerSpecies;
      const expectedMisses = (1 - p) * shotsPerSpecies;
      statistic +=
        (hits - expectedHits) ** 2 / expectedHits +
        (shotsPerSpecies - hits - expectedMisses) ** 2 / expectedMisses;
    }
    // One free parameter per species (its catch rate): as many degrees of freedom as species.
    expect(statistic).toBeLessThan(chiSquareCritical99(fishSpecies.length));
  });

  it('spawns each species as often as its weight says (chi-square at 99 %)', () => {
    const total = [...spawned.values()].reduce((sum, n) => sum + n, 0);
    const weights = fishSpecies.reduce((sum, species) => sum + species.weight, 0);
    const statistic = fishSpecies.reduce((sum, species) => {
      const expected = (species.weight / weights) * total;
      return sum + ((spawned.get(species.code) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(statistic).toBeLessThan(chiSquareCritical99(fishSpecies.length - 1));
  });

  it('returns the published RTP over many shots, within 4 standard errors', () => {
    // Variance of one shot's return per unit: sum over species of m·0.96 − 0.96², averaged.
    const variance =
      fishSpecies.reduce((sum, species) => sum + species.multiplier * 0.96 - 0.96 ** 2, 0) /
      fishSpecies.length;
    expect(Math.abs(returned / staked - 0.96)).toBeLessThan((4 * Math.sqrt(variance)) / Math.sqrt(staked));
  });
});
