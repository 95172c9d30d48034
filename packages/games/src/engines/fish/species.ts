import { type Rng, seededRng, shuffle } from '../../engine/rng.ts';

/**
 * The fish every fish game chooses from. A game swims 9 of them; each species' multiplier is one
 * of its `multipliers` (the game's own), and `weight` is how often it swims by relative to the
 * others: small fish crowd the pond, bosses are rare.
 */
export const fishCatalogue = [
  { code: 'CLOWNFISH', multipliers: [2], weight: 30 },
  { code: 'GOLDFISH', multipliers: [2, 3], weight: 26 },
  { code: 'PUFFER', multipliers: [3, 4], weight: 22 },
  { code: 'SEAHORSE', multipliers: [4, 5], weight: 18 },
  { code: 'TURTLE', multipliers: [5, 6], weight: 16 },
  { code: 'LIONFISH', multipliers: [8], weight: 11 },
  { code: 'JELLYFISH', multipliers: [8, 10], weight: 10 },
  { code: 'RAY', multipliers: [10, 12], weight: 9 },
  { code: 'OCTOPUS', multipliers: [15], weight: 7 },
  { code: 'SWORDFISH', multipliers: [20, 25], weight: 6 },
  { code: 'MANTA', multipliers: [30], weight: 5 },
  { code: 'SHARK', multipliers: [40, 50, 60], weight: 4 },
  { code: 'CROCODILE', multipliers: [80], weight: 3 },
  { code: 'WHALE', multipliers: [100, 120], weight: 2 },
  { code: 'GOLDEN_DRAGON', multipliers: [200, 250], weight: 1 },
  { code: 'KRAKEN', multipliers: [300], weight: 1 },
] as const;

export type FishCode = (typeof fishCatalogue)[number]['code'];

export interface FishSpecies {
  code: FishCode;
  multiplier: number;
  weight: number;
}

/** Three small fish, three middle ones, two big ones and one boss, from the catalogue's tiers. */
const tiers: { from: number; to: number; count: number }[] = [
  { from: 0, to: 5, count: 3 },
  { from: 5, to: 9, count: 3 },
  { from: 9, to: 13, count: 2 },
  { from: 13, to: 16, count: 1 },
];

/** The species of one game, by multiplier, drawn from its code. */
export function fishSetOf(gameCode: string, rng: Rng = seededRng(`fish:set:${gameCode}`)): FishSpecies[] {
  return tiers
    .flatMap(({ from, to, count }) => shuffle(rng, fishCatalogue.slice(from, to)).slice(0, count))
    .map((one) => ({
      code: one.code,
      multiplier: one.multipliers[rng.int(one.multipliers.length)] ?? one.multipliers[0],
      weight: one.weight,
    }))
    .sort((a, b) => a.multiplier - b.multiplier);
}
