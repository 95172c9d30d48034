import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ratioValue } from '../../engine/ratio.ts';
import { decodeGame, encodeGame, type GameRecord } from './codec.ts';
import { dataFolder, gameRecords } from './data.ts';
import { familyOf, inBand } from './family.ts';
import { slotGames, vendorFileText } from './generate.ts';
import { buildGame } from './generator/build.ts';
import { prepareScratch } from './scratch/card.ts';
import { scratchRtp } from './scratch/exact.ts';
import { slotRtp } from './slot/exact.ts';
import { prepareSlot } from './slot/prepare.ts';

const games = slotGames();
const files = readdirSync(dataFolder).filter((name) => name.endsWith('.json'));

describe('checked-in slot math (data/slots)', () => {
  it('holds one record per slot and scratch game of games.json, and nothing else', () => {
    expect(games.length).toBe(3950);
    const records = gameRecords();
    expect([...records.keys()].sort()).toEqual(games.map((game) => game.gameCode).sort());
    for (const game of games) expect(records.get(game.gameCode)?.family, game.gameCode).toBe(familyOf(game));
  });

  it('gives every game an exact RTP inside the published band, 94.00–97.00 %', () => {
    const outside: string[] = [];
    let lowest = 1;
    let highest = 0;
    for (const [gameCode, record] of gameRecords()) {
      const math = decodeGame(record);
      const rtp =
        math.family === 'SCRATCH'
          ? scratchRtp(prepareScratch(gameCode, math).math).rtp
          : slotRtp(prepareSlot(gameCode, math)).total;
      if (!inBand(rtp)) outside.push(`${gameCode} ${ratioValue(rtp)}`);
      lowest = Math.min(lowest, ratioValue(rtp));
      highest = Math.max(highest, ratioValue(rtp));
    }
    expect(outside).toEqual([]);
    expect(lowest).toBeGreaterThanOrEqual(0.94);
    expect(highest).toBeLessThanOrEqual(0.97);
    // Every game once: a few seconds on an idle machine, more when it is shared.
  }, 60_000);

  it('equals what the generator makes, for a sample of games of every family and vendor', () => {
    const records = gameRecords();
    // Per family its first, middle and last game, and Lucky Lanterns.
    const sample = [games.find((game) => game.gameCode === 'LUCKY_LANTERNS')];
    for (const family of ['VIDEO_SLOT', 'WAYS', 'CLASSIC', 'JACKPOT', 'SCRATCH']) {
      const ofFamily = games.filter((game) => game.classification === family);
      sample.push(ofFamily[0], ofFamily[Math.floor(ofFamily.length / 2)], ofFamily.at(-1));
    }
    expect(new Set(sample.map((game) => game?.vassalage)).size).toBeGreaterThan(3);
    for (const game of sample) {
      if (!game) throw new Error('missing sample game');
      expect(encodeGame(buildGame(game)), game.gameCode).toEqual(records.get(game.gameCode));
    }
  });

  it('is written as the generator writes it, decodes back to its record, and stays well under 5 MB', () => {
    let bytes = 0;
    for (const file of files) {
      const text = readFileSync(new URL(file, dataFolder), 'utf8');
      const parsed = JSON.parse(text) as Record<string, GameRecord>;
      expect(text, file).toBe(vendorFileText(parsed));
      bytes += statSync(new URL(file, dataFolder)).size;
      for (const record of Object.values(parsed).slice(0, 40))
        expect(encodeGame(decodeGame(record))).toEqual(record);
    }
    expect(files.length).toBe(10);
    expect(bytes).toBeLessThan(3_000_000);
  });

  it('lays every family out as published: classic 3×3, video and jackpot 5×3 lines, ways 243 or 1024', () => {
    const layouts = new Map<string, Set<string>>();
    for (const record of gameRecords().values()) {
      const set = layouts.get(String(record.family)) ?? new Set<string>();
      set.add(String(record.layout ?? 'card'));
      layouts.set(String(record.family), set);
    }
    const sorted = (family: string) => [...(layouts.get(family) ?? [])].sort();
    expect(sorted('CLASSIC')).toEqual(['3x3 lines 1', '3x3 lines 3', '3x3 lines 5']);
    expect(sorted('VIDEO_SLOT')).toEqual(['5x3 lines 10', '5x3 lines 20', '5x3 lines 25']);
    expect(sorted('JACKPOT')).toEqual(['5x3 lines 10', '5x3 lines 20', '5x3 lines 25']);
    expect(sorted('WAYS')).toEqual(['5x3 ways coins 25', '5x4 ways coins 50']);
    expect(sorted('SCRATCH')).toEqual(['card']);
  });
});
