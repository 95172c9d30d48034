import { describe, expect, it } from 'vitest';
import games from '../../../data/games.json' with { type: 'json' };
import type { GameRef } from '../../engine/kind.ts';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { fishKind } from './fish.ts';
import { pondAt, targetFish, waveOf } from './pond.ts';

const fishGames = (games as GameRef[]).filter((game) => game.gameType === 'FISH');
const game = fishGames.find((one) => one.gameCode === 'DEEPBLUE_0001')!;
const config = fishKind.configFor(game)!;
const shot = (option: string, stake = 10, extra?: Record<string, unknown>) => ({
  option,
  stake,
  ...(extra ? { extra } : {}),
});

describe('fish', () => {
  it('gives each of the 66 games its own fish, multipliers and an RTP of 95–97 %', () => {
    expect(fishGames).toHaveLength(66);
    const sets = new Set<string>();
    for (const one of fishGames) {
      const own = fishKind.configFor(one)!;
      expect(own.rtp).toBeGreaterThanOrEqual(9_500);
      expect(own.rtp).toBeLessThanOrEqual(9_700);
      expect(new Set(own.species.map((s) => s.code)).size).toBe(9);
      sets.add(own.species.map((s) => `${s.code}${s.multiplier}`).join());
    }
    expect(sets.size).toBeGreaterThan(50);
    expect(fishKind.configFor({ ...game, gameType: 'RNG' })).toBeUndefined();
  });

  it('returns the game RTP exactly on every fish', () => {
    expect(config.rtp).toBe(9_661);
    const { perBet, theoretical } = fishKind.rtp(config);
    expect(Object.keys(perBet ?? {})).toHaveLength(9);
    for (const value of Object.values(perBet ?? {})) expect(value).toEqual(ratio(9_661, 10_000));
    expect(theoretical).toEqual(ratio(9_661, 10_000));
  });

  it('catches a fish of multiplier m in rtp of 10,000 × m draws and pays stake × m', () => {
    const fixed = (value: number) => ({ int: () => value });
    const shark = 'shot:SHARK'; // × 50: caught below 9,661 of 500,000
    expect(fishKind.start(config, shot(shark, 20), fixed(9_660)).win).toBe(1_000);
    expect(fishKind.start(config, shot(shark, 20), fixed(9_661)).win).toBe(0);
    expect(fishKind.start(config, shot(shark, 20), fixed(0)).view).toMatchObject({
      species: 'SHARK',
      caught: true,
    });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(fishKind, config, shot('shot:PUFFER'), 200_000, seededRng('puffer')).inside).toBe(true);
    expect(simulate(fishKind, config, shot('shot:OCTOPUS'), 200_000, seededRng('octopus')).inside).toBe(true);
  });

  it('refuses fish the game does not swim, stakes out of range and a fish id of another species', () => {
    const [first] = waveOf(config, 10);
    const other = config.species.find((s) => s.code !== first!.species)!;
    expect(refusalOf(() => fishKind.start(config, shot('shot:KRAKEN'), seededRng(1)))).toBe(
      'bet.option.unknown',
    );
    expect(refusalOf(() => fishKind.start(config, shot('shot:PUFFER', 15), seededRng(1)))).toBe(
      'bet.stake.range',
    );
    expect(
      refusalOf(() =>
        fishKind.start(config, shot(`shot:${other.code}`, 10, { fishId: first!.fishId }), seededRng(1)),
      ),
    ).toBe('fish.target.unknown');
    expect(
      refusalOf(() =>
        fishKind.start(config, shot(`shot:${first!.species}`, 10, { fishId: first!.fishId }), seededRng(1)),
      ),
    ).toBe('accepted');
    expect(
      refusalOf(() => fishKind.start(config, shot('shot:PUFFER', 10, { fishId: 'x' }), seededRng(1))),
    ).toBe('fish.target.unknown');
  });

  it('swims the same pond for everybody, a pure function of the game and the time', () => {
    const now = 1_700_000_000_000;
    const pond = pondAt(config, now);
    expect(pond).toEqual(pondAt(fishKind.configFor(game)!, now));
    expect(pond.length).toBeGreaterThan(3);
    for (const fish of pond) {
      expect(fish.exitAt).toBeGreaterThan(now);
      // Fish entering within the next seconds are listed ahead; they may be shot once in (less the grace).
      expect(targetFish(config, fish.fishId, now)).toEqual(fish.enterAt - 2_000 <= now ? fish : undefined);
      expect(targetFish(config, fish.fishId, fish.enterAt)).toEqual(fish);
      expect(targetFish(config, fish.fishId, fish.exitAt + 2_001)).toBeUndefined();
      expect(config.species.map((s) => s.code)).toContain(fish.species);
    }
    expect(pondAt(fishKind.configFor(fishGames[1]!)!, now)).not.toEqual(pond);
    expect(targetFish(config, '12-99', now)).toBeUndefined();
  });
});
