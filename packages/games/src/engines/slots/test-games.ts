import { readFileSync } from 'node:fs';
import type { GameRef } from '../../engine/kind.ts';

/** The game list (data/games.json), for tests. */
export const allGames = JSON.parse(
  readFileSync(new URL('../../../data/games.json', import.meta.url), 'utf8'),
) as GameRef[];

export function gameOf(gameCode: string): GameRef {
  const game = allGames.find((entry) => entry.gameCode === gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  return game;
}
