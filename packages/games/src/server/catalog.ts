import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameKind, GameRef, Rtp } from '../engine/kind.ts';
import { type ResolvedGame, resolveGame as registryResolve } from '../registry.ts';

/** The provider's game list (packages/games/data/games.json). */
export const gamesFile = join(import.meta.dirname, '../../data/games.json');

export function readGameList(path = gamesFile): GameRef[] {
  return JSON.parse(readFileSync(path, 'utf8')) as GameRef[];
}

/** A game of the list with the engine that plays it and the engine's configuration for it. */
export interface PlayableGame {
  ref: GameRef;
  kind: GameKind;
  config: unknown;
}

export interface CatalogSource {
  /** The game list; default data/games.json. */
  games?: readonly GameRef[];
  /** Which kind plays a game; default the registry's `resolveGame`. */
  resolve?: (game: GameRef) => ResolvedGame | undefined;
}

/** A configuration as a text key, so games with the same configuration share their computed RTP. */
function configKey(kind: GameKind, config: unknown): string | undefined {
  try {
    return `${kind.kind}:${JSON.stringify(config, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value))}`;
  } catch {
    return undefined;
  }
}

/**
 * The games this server plays: the list, each game's kind (resolved once, on first use) and its
 * exact RTP (computed once per distinct configuration: an enumeration may take a while).
 */
export class Catalog {
  private readonly byCode = new Map<string, GameRef>();
  private readonly resolved = new Map<string, PlayableGame | null>();
  private readonly rtps = new Map<string, Rtp>();
  private readonly resolve: (game: GameRef) => ResolvedGame | undefined;

  constructor(source: CatalogSource = {}) {
    for (const game of source.games ?? readGameList()) this.byCode.set(game.gameCode, game);
    this.resolve = source.resolve ?? registryResolve;
  }

  /** Every listed game, in list order. */
  list(): GameRef[] {
    return [...this.byCode.values()];
  }

  find(gameCode: string): GameRef | undefined {
    return this.byCode.get(gameCode);
  }

  /** The listed game with its engine, or undefined (not listed, or no engine plays it yet). */
  playable(gameCode: string): PlayableGame | undefined {
    const cached = this.resolved.get(gameCode);
    if (cached !== undefined) return cached ?? undefined;
    const ref = this.byCode.get(gameCode);
    const found = ref && this.resolve(ref);
    const game = ref && found ? { ref, kind: found.kind, config: found.config } : null;
    this.resolved.set(gameCode, game);
    return game ?? undefined;
  }

  rtp(game: PlayableGame): Rtp {
    const key = configKey(game.kind, game.config) ?? `game:${game.ref.gameCode}`;
    let rtp = this.rtps.get(key);
    if (!rtp) {
      rtp = game.kind.rtp(game.config);
      this.rtps.set(key, rtp);
    }
    return rtp;
  }
}
