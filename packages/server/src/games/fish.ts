import { cryptoRng, pick, type Rng, seededRng } from './rng.ts';

/*
 * The fish game: one shared pond per game, the same for every player, swimming on a schedule the
 * server computes from the game code and the clock (like the baccarat timer), so the page only
 * draws what the server says and a shot names a fish the server knows. Each shot costs the stake;
 * whether the fish is caught is drawn with node:crypto. A caught fish pays stake × its multiplier,
 * and it is caught with probability RTP / multiplier: every fish returns exactly 96 %.
 */

export const fishSpecies = [
  { code: 'CLOWNFISH', multiplier: 2, weight: 30 },
  { code: 'PUFFER', multiplier: 3, weight: 22 },
  { code: 'TURTLE', multiplier: 5, weight: 16 },
  { code: 'LIONFISH', multiplier: 8, weight: 11 },
  { code: 'RAY', multiplier: 10, weight: 9 },
  { code: 'SWORDFISH', multiplier: 20, weight: 6 },
  { code: 'SHARK', multiplier: 50, weight: 4 },
  { code: 'WHALE', multiplier: 100, weight: 2 },
] as const;

export type FishSpecies = (typeof fishSpecies)[number];

/** Shots are drawn in millionths; every multiplier divides the RTP's share exactly. */
export const fishOdds = 1_000_000;
export const fishRtpMillionths = 960_000;

/** Chances in a million that a shot at this species catches it. */
export const catchChance = (species: { multiplier: number }) => fishRtpMillionths / species.multiplier;

/** Pond schedule: a wave of fish every `waveMs`, each crossing in `minSwimMs`–`maxSwimMs`. */
export const pondTiming = {
  waveMs: 6_000,
  fishPerWave: 4,
  minSwimMs: 9_000,
  maxSwimMs: 15_000,
  lanes: 5,
  /** A shot still counts this long after its fish left the pond (the network is not instant). */
  graceMs: 2_000,
} as const;

export interface PondFish {
  fishId: string;
  species: FishSpecies['code'];
  multiplier: number;
  lane: number;
  direction: 1 | -1;
  enterAt: number;
  exitAt: number;
}

const speciesPool = fishSpecies.flatMap((species) => new Array<FishSpecies>(species.weight).fill(species));

/** The fish of one wave of one game: deterministic, so every server instance agrees. */
export function waveOf(gameCode: string, wave: number): PondFish[] {
  const rng = seededRng(`fish:${gameCode}:${wave}`);
  const { waveMs, fishPerWave, minSwimMs, maxSwimMs, lanes } = pondTiming;
  return Array.from({ length: fishPerWave }, (_, index) => {
    const species = pick(rng, speciesPool);
    const enterAt = wave * waveMs + Math.floor((index * waveMs) / fishPerWave) + rng.int(500);
    // Big fish swim slowly across the pond; small ones dart.
    const slowness = Math.min(1, Math.log10(species.multiplier) / 2);
    const swim = minSwimMs + Math.round((maxSwimMs - minSwimMs) * slowness) + rng.int(1_000);
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
export function pondAt(gameCode: string, now: number, aheadMs = 4_000): PondFish[] {
  const { waveMs, maxSwimMs } = pondTiming;
  const first = Math.floor((now - maxSwimMs - 1_000) / waveMs);
  const last = Math.floor((now + aheadMs) / waveMs);
  const fish: PondFish[] = [];
  for (let wave = Math.max(0, first); wave <= last; wave++) {
    for (const one of waveOf(gameCode, wave)) {
      if (one.exitAt > now && one.enterAt <= now + aheadMs) fish.push(one);
    }
  }
  return fish;
}

/** A fish that may be shot at `now` (swimming, or just left within the grace), else undefined. */
export function targetFish(gameCode: string, fishId: string, now: number): PondFish | undefined {
  const match = /^(\d{1,15})-(\d{1,3})$/.exec(fishId);
  if (!match) return undefined;
  const fish = waveOf(gameCode, Number(match[1]))[Number(match[2])];
  if (!fish || now < fish.enterAt - pondTiming.graceMs || now > fish.exitAt + pondTiming.graceMs)
    return undefined;
  return fish;
}

/** One shot: caught with probability `catchChance` (node:crypto by default); the win gross. */
export function shootFish({
  stake,
  fish,
  rng = cryptoRng,
}: {
  stake: bigint;
  fish: Pick<PondFish, 'multiplier'>;
  rng?: Rng;
}) {
  if (stake <= 0n) throw new RangeError('Stake must be positive');
  const caught = rng.int(fishOdds) < catchChance(fish);
  return { caught, win: caught ? stake * BigInt(fish.multiplier) : 0n };
}

/** The published mathematics: per species chance and return, and the game's RTP. */
export function fishMath() {
  const species = fishSpecies.map((one) => ({
    code: one.code,
    multiplier: one.multiplier,
    catchChance: catchChance(one) / fishOdds,
    rtp: (catchChance(one) * one.multiplier) / fishOdds,
  }));
  return { species, rtp: fishRtpMillionths / fishOdds };
}

/** Language-neutral bet record line, e.g. "SHOT SHARK ×50 · CAUGHT". */
export function fishDetail(outcome: Record<string, unknown>): string {
  if (!('species' in outcome)) return 'SHOT';
  return `SHOT ${String(outcome.species)} ×${String(outcome.multiplier)} · ${outcome.caught ? 'CAUGHT' : 'MISSED'}`;
}
