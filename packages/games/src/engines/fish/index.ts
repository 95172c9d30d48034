import type { GameKind } from '../../engine/kind.ts';
import { fishKind } from './fish.ts';

export { catchChance, type FishConfig, type FishShot, fishKind, fishStakes } from './fish.ts';
export { fishById, type Pond, type PondFish, pondAt, targetFish, waveOf } from './pond.ts';
export { fishCatalogue, fishSetOf } from './species.ts';
export { fishStrings } from './strings.ts';

/**
 * The FISH lane. A shot is an instant round; the game server keeps the pond on screen with
 * `pondAt(config, now)`, checks a shot's fish with `targetFish(config, fishId, now)` before
 * `start` (which only checks that the id is a fish of that species), and refuses a second shot
 * at a fish the player has already caught.
 */
export const fishKinds: readonly GameKind[] = [fishKind];
