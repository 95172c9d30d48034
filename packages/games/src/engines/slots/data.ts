import { readdirSync, readFileSync } from 'node:fs';
import type { GameRef } from '../../engine/kind.ts';
import { decodeGame, type GameRecord } from './codec.ts';
import { familyOf } from './family.ts';
import { type PreparedScratch, prepareScratch } from './scratch/card.ts';
import { type PreparedSlot, prepareSlot } from './slot/prepare.ts';

/** packages/games/data/slots: one JSON file per vendor, `{ gameCode: record }` (codec.ts). */
export const dataFolder = new URL('../../../data/slots/', import.meta.url);

let records: ReadonlyMap<string, GameRecord> | undefined;

/** Every game's record, read from the data folder on first use. */
export function gameRecords(): ReadonlyMap<string, GameRecord> {
  if (!records) {
    const all = new Map<string, GameRecord>();
    for (const file of readdirSync(dataFolder)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const games = JSON.parse(readFileSync(new URL(file, dataFolder), 'utf8')) as Record<string, GameRecord>;
      for (const [gameCode, record] of Object.entries(games)) all.set(gameCode, record);
    }
    records = all;
  }
  return records;
}

const slots = new Map<string, PreparedSlot | null>();
const scratches = new Map<string, PreparedScratch | null>();

/**
 * The prepared math of a slot game (VIDEO_SLOT, WAYS, CLASSIC, JACKPOT of the RNG lane), decoded
 * once per game. Undefined for other games, for games without checked-in math, and when the
 * data's family is not the game's classification.
 */
export function slotConfigFor(game: GameRef): PreparedSlot | undefined {
  const family = familyOf(game);
  if (!family || family === 'SCRATCH') return undefined;
  let slot = slots.get(game.gameCode);
  if (slot === undefined) {
    const record = gameRecords().get(game.gameCode);
    const math = record && decodeGame(record);
    slot = math && math.family === family ? prepareSlot(game.gameCode, math) : null;
    slots.set(game.gameCode, slot);
  }
  return slot ?? undefined;
}

/** The prepared math of a SCRATCH game of the RNG lane. */
export function scratchConfigFor(game: GameRef): PreparedScratch | undefined {
  if (familyOf(game) !== 'SCRATCH') return undefined;
  let scratch = scratches.get(game.gameCode);
  if (scratch === undefined) {
    const record = gameRecords().get(game.gameCode);
    const math = record && decodeGame(record);
    scratch = math && math.family === 'SCRATCH' ? prepareScratch(game.gameCode, math) : null;
    scratches.set(game.gameCode, scratch);
  }
  return scratch ?? undefined;
}
