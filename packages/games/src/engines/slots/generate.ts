/**
 * Rewrites packages/games/data/slots from packages/games/data/games.json: every slot and
 * scratch game's math, generated from its family and its seed (generator/build.ts), one file
 * per vendor. `npx tsx packages/games/src/engines/slots/generate.ts`
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameRef } from '../../engine/kind.ts';
import { encodeGame, type GameRecord } from './codec.ts';
import { dataFolder } from './data.ts';
import { familyOf } from './family.ts';
import { buildGame } from './generator/build.ts';

export const gamesFile = new URL('../../../data/games.json', import.meta.url);

/** The slot and scratch games of the game list, in its order. */
export function slotGames(): GameRef[] {
  const games = JSON.parse(readFileSync(gamesFile, 'utf8')) as GameRef[];
  return games.filter((game) => familyOf(game) !== undefined);
}

/** A vendor file's text: what `generate` writes and the data test compares. */
export const vendorFileText = (games: Record<string, GameRecord>) => `${JSON.stringify(games, null, 2)}\n`;

function generate(): void {
  const byVendor = new Map<string, Record<string, GameRecord>>();
  const started = Date.now();
  for (const game of slotGames()) {
    const vendor = byVendor.get(game.vassalage) ?? {};
    vendor[game.gameCode] = encodeGame(buildGame(game));
    byVendor.set(game.vassalage, vendor);
  }
  for (const file of readdirSync(dataFolder)) if (file.endsWith('.json')) rmSync(new URL(file, dataFolder));
  let bytes = 0;
  for (const [vendor, games] of byVendor) {
    const text = vendorFileText(games);
    bytes += Buffer.byteLength(text);
    writeFileSync(new URL(`${vendor}.json`, dataFolder), text);
  }
  const count = [...byVendor.values()].reduce((sum, games) => sum + Object.keys(games).length, 0);
  console.log(
    `${count} games, ${byVendor.size} files, ${(bytes / 1e6).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) generate();
