import type { GameKind, GameRef } from './engine/kind.ts';
import { drawKinds } from './engines/draws/index.ts';
import { fishKinds } from './engines/fish/index.ts';
import { roomKinds } from './engines/rooms/index.ts';
import { slotKinds } from './engines/slots/index.ts';
import { tableKinds } from './engines/tables/index.ts';

/**
 * Every engine of the game server, in the order they are asked: the first kind whose
 * `configFor` recognises a game serves it. Each engine family exports its kinds from
 * `src/engines/<family>/index.ts`; they are listed here and nowhere else.
 */
export const kinds: readonly GameKind[] = [
  ...slotKinds,
  ...tableKinds,
  ...roomKinds,
  ...drawKinds,
  ...fishKinds,
];

export interface ResolvedGame {
  kind: GameKind;
  config: unknown;
}

export function resolveGame(game: GameRef): ResolvedGame | undefined {
  for (const kind of kinds) {
    const config = kind.configFor(game);
    if (config !== undefined) return { kind, config };
  }
  return undefined;
}
