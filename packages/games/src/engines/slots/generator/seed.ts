import { type Rng, seededRng } from '../../../engine/rng.ts';

/** A game's own random stream: seeded by `playsite:<gameCode>` (and a purpose, for side streams). */
export const gameRng = (gameCode: string, purpose?: string): Rng =>
  seededRng(purpose ? `playsite:${gameCode}:${purpose}` : `playsite:${gameCode}`);

/** A uniform integer in [min, max]. */
export const between = (rng: Rng, min: number, max: number) => min + rng.int(max - min + 1);

/** A uniform float in [min, max), to 1e-6. */
export const uniform = (rng: Rng, min: number, max: number) =>
  min + ((max - min) * rng.int(1_000_000)) / 1_000_000;

/** One item by weight. */
export function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = rng.int(total);
  for (const [item, weight] of items) {
    if (draw < weight) return item;
    draw -= weight;
  }
  throw new RangeError('weighted pick from an empty list');
}
