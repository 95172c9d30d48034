import { describe, expect, it } from 'vitest';
import games from '../../../data/games.json' with { type: 'json' };
import type { GameRef } from '../../engine/kind.ts';
import { fishKinds } from '../fish/index.ts';
import { instantKinds, miniKinds } from '../instant/index.ts';
import { drawKinds } from './index.ts';

const catalogue = games as GameRef[];
const ours = [...drawKinds, ...fishKinds, ...instantKinds];
const servedBy = (game: GameRef) =>
  ours.filter((kind) => kind.configFor(game) !== undefined).map((kind) => kind.kind);

describe('the catalogue games of the draw, cockfight and fish lanes', () => {
  it('resolve each to exactly one kind of these families', () => {
    const lanes = catalogue.filter((game) => ['ELOTT', 'COCKFIGHT', 'FISH'].includes(game.gameType));
    expect(lanes).toHaveLength(16 + 8 + 66);
    const byKind: Record<string, number> = {};
    for (const game of lanes) {
      const served = servedBy(game);
      expect(served, game.gameCode).toHaveLength(1);
      byKind[served[0]!] = (byKind[served[0]!] ?? 0) + 1;
    }
    expect(byKind).toEqual({
      pk10: 4,
      keno: 2,
      '11x5': 2,
      k3: 2,
      ssc: 4,
      pc28: 1,
      kl10: 1,
      cockfight: 8,
      fish: 66,
    });
  });

  it('claim no game of another lane, and the mini kinds no catalogue game yet', () => {
    const others = catalogue.filter((game) => !['ELOTT', 'COCKFIGHT', 'FISH'].includes(game.gameType));
    expect(others.filter((game) => servedBy(game).length > 0).map((game) => game.gameCode)).toEqual([]);
    expect(catalogue.filter((game) => miniKinds.some((kind) => kind.configFor(game) !== undefined))).toEqual(
      [],
    );
  });

  it('have unique kind ids', () => {
    expect(new Set(ours.map((kind) => kind.kind)).size).toBe(ours.length);
  });
});
