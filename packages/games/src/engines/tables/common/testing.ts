import { expect } from 'vitest';
import games from '../../../../data/games.json';
import type { GameKind, GameRef, PlacedBet } from '../../../engine/kind.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { tableKinds } from '../index.ts';

/**
 * Test helpers of the table family (imported by its tests only). The tests give their suites a
 * wall-clock timeout of 60 s: the exact tables take a few seconds of CPU (hold'em's the most), and
 * the machine's two cores are shared.
 */
export const liveRef = (classification: string, table = 1, vendor = 'LUMLIVE'): GameRef => ({
  gameCode: `${vendor}_${classification}_${table}`,
  gameType: 'LIVE',
  classification,
  vassalage: vendor,
  gameName: `${classification} ${table}`,
});

export function kindById(id: string): GameKind {
  const kind = tableKinds.find((k) => k.kind === id);
  if (!kind) throw new Error(`No kind ${id}`);
  return kind;
}

/** A kind with the configuration of its first live table (scheduled) or an RNG table config. */
export function liveTable(id: string, classification: string, table = 1) {
  const kind = kindById(id);
  const config = kind.configFor(liveRef(classification, table));
  if (!config) throw new Error(`${id} does not serve ${classification}`);
  return { kind, config };
}

/** The catalogue's games. */
export const catalogue: readonly GameRef[] = games;

/** A kind with the configuration of the first RNG TABLE game of the catalogue it serves. */
export function rngTable(id: string) {
  const kind = kindById(id);
  for (const game of catalogue) {
    const config = game.gameType === 'RNG' ? kind.configFor(game) : undefined;
    if (config) return { kind, config, game };
  }
  throw new Error(`${id} serves no RNG table`);
}

/** Plays `rounds` seeded rounds and expects the exact RTP inside the 99.9 % interval. */
export function expectSimulation(
  kind: GameKind,
  config: unknown,
  bet: PlacedBet,
  rounds: number,
  maxHalfWidth = 0.05,
) {
  const result = simulate(kind, config, bet, rounds, seededRng(`${kind.kind}:${bet.option}`));
  expect(result.inside, JSON.stringify(result)).toBe(true);
  // The interval is tight enough to mean something (5 points of RTP unless told).
  expect(result.halfWidth).toBeLessThan(maxHalfWidth);
  return result;
}

/** A seeded Rng whose draws are a fixed script (then zeros), to stack a deal. */
export const scriptedRng = (values: number[]) => {
  let i = 0;
  return { int: (bound: number) => (values[i++] ?? 0) % bound };
};
