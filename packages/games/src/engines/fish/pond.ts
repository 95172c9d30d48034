import { seededRng } from '../../engine/rng.ts';
import type { FishSpecies } from './species.ts';

/*
 * The shared pond of a fish game: the fish that swim by are a pure function of the game and the
 * time, so every server instance and every player see the same pond, and a shot names a fish the
 * server can find again. Ported from the platform's demo fish game (packages/server).
 */

export interface PondTiming {
  /** A wave of fish enters every `waveMs`. */
  waveMs: number;
  fishPerWave: number;
  /** A fish crosses the pond in `minSwimMs`–`maxSwimMs` (big fish slowly, small ones dart). */
  minSwimMs: number;
  maxSwimMs: number;
  lanes: number;
  /** A shot still counts this long around its fish's time in the pond (the network is not instant). */
  graceMs: number;
}

export interface PondFish {
  /** `${wave}-${index}`. */
  fishId: string;
  species: FishSpecies['code'];
  multiplier: number;
  lane: number;
  direction: 1 | -1;
  enterAt: number;
  exitAt: number;
}

export interface Pond {
  gameCode: string;
  species: readonly FishSpecies[];
  timing: PondTiming;
}

/** A game's pond timing, from its code: waves of 3–6 fish every 5–8 s. */
export function pondTimingOf(gameCode: string): PondTiming {
  const rng = seededRng(`fish:pond:${gameCode}`);
  return {
    waveMs: 5_000 + 1_000 * rng.int(4),
    fishPerWave: 3 + rng.int(4),
    minSwimMs: 8_000 + 500 * rng.int(3),
    maxSwimMs: 15_000 + 500 * rng.int(3),
    lanes: 5,
    graceMs: 2_000,
  };
}

/** The fish of one wave: deterministic from the game and the wave number. */
export function waveOf(pond: Pond, wave: number): PondFish[] {
  const rng = seededRng(`fish:${pond.gameCode}:${wave}`);
  const { waveMs, fishPerWave, minSwimMs, maxSwimMs, lanes } = pond.timing;
  const totalWeight = pond.species.reduce((sum, one) => sum + one.weight, 0);
  const pickSpecies = () => {
    let roll = rng.int(totalWeight);
    for (const one of pond.species) {
      roll -= one.weight;
      if (roll < 0) return one;
    }
    return pond.species[0] as FishSpecies;
  };
  const biggest = Math.max(...pond.species.map((one) => one.multiplier));
  return Array.from({ length: fishPerWave }, (_, index) => {
    const species = pickSpecies();
    const enterAt = wave * waveMs + Math.floor((index * waveMs) / fishPerWave) + rng.int(500);
    const slowness = Math.log(species.multiplier) / Math.log(biggest);
    const swim = minSwimMs + Math.round((maxSwimMs - minSwimMs - 1_000) * slowness) + rng.int(1_000);
    return {
      fishId: `${wave}-${index}`,
      species: species.code,
      multiplier: species.multiplier,
      lane: rng.int(lanes),
      direction: rng.int(2) === 0 ? 1 : -1,
      enterAt,
      exitAt: enterAt + swim,
    };
  });
}

/** The fish in the pond at `now` and those entering within `aheadMs`, by entry time. */
export function pondAt(pond: Pond, now: number, aheadMs = 4_000): PondFish[] {
  const { waveMs, maxSwimMs } = pond.timing;
  const first = Math.max(0, Math.floor((now - maxSwimMs) / waveMs) - 1);
  const last = Math.floor((now + aheadMs) / waveMs);
  const fish: PondFish[] = [];
  for (let wave = first; wave <= last; wave++) {
    for (const one of waveOf(pond, wave))
      if (one.exitAt > now && one.enterAt <= now + aheadMs) fish.push(one);
  }
  return fish.sort((a, b) => a.enterAt - b.enterAt);
}

/** The fish `fishId` of the schedule, whenever it swims, or undefined for an id the schedule never had. */
export function fishById(pond: Pond, fishId: string): PondFish | undefined {
  const match = /^(\d{1,15})-(\d{1,3})$/.exec(fishId);
  if (!match) return undefined;
  return waveOf(pond, Number(match[1]))[Number(match[2])];
}

/** A fish that may be shot at `now` (swimming, or within the grace of its time), else undefined. */
export function targetFish(pond: Pond, fishId: string, now: number): PondFish | undefined {
  const fish = fishById(pond, fishId);
  if (!fish || now < fish.enterAt - pond.timing.graceMs || now > fish.exitAt + pond.timing.graceMs)
    return undefined;
  return fish;
}
