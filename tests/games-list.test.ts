import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameListOf } from '../scripts/games-list-of.ts';

describe('the game server’s game list', () => {
  it('is the catalogue’s casino games as they are now (npx tsx scripts/games-list.ts rewrites it)', () => {
    const stored = JSON.parse(
      readFileSync(new URL('../packages/games/data/games.json', import.meta.url), 'utf8'),
    );
    expect(stored).toEqual(gameListOf());
  });
});
