import type { GameRef } from '../../engine/kind.ts';
import type { Rng } from '../../engine/rng.ts';

/** For tests: a MINI game of a classification. */
export const miniGame = (classification: string): GameRef => ({
  gameCode: `MINI_${classification}`,
  gameType: 'MINI',
  classification,
  vassalage: 'PLAYSITE',
  gameName: classification,
});

/** For tests: an Rng answering `values` in turn (each must be below the bound asked). */
export function scriptedRng(values: readonly number[]): Rng {
  let next = 0;
  return {
    int(bound) {
      const value = values[next++];
      if (value === undefined || value >= bound)
        throw new RangeError(`scripted value ${value} for bound ${bound}`);
      return value;
    },
  };
}
