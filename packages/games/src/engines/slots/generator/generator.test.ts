import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../engine/rng.ts';
import { gameRecords } from '../data.ts';
import { allGames } from '../test-games.ts';
import { buildGame } from './build.ts';
import { stakeRange } from './stakes.ts';
import { themeFor, themes } from './themes.ts';

describe('slot generator', () => {
  it('picks a theme by the words of a name, in the catalogue’s five scripts, nouns first', () => {
    const rng = seededRng('themes');
    const cases: [string, string][] = [
      ['Blazing Pirates', 'pirates'],
      ['Frozen Pirates Deluxe', 'pirates'],
      ['Frozen Bonanza Xmas', 'gems'],
      ['Lucky Lanterns', 'lanterns'],
      ['Cosmic Empire Max', 'warriors'],
      ['水果王国2', 'fruits'],
      ['熊猫满贯', 'beasts'],
      ['Trái Cây Băng Giá Siêu Cấp', 'fruits'],
      ['Đèn Lồng Sấm Sét Đặc Biệt', 'lanterns'],
      ['มหาสมุทรราตรี ดีลักซ์', 'ocean'],
      ['ช้างทอง', 'animals'],
      ['신비한 바다 2', 'ocean'],
      ['숨겨진 사원', 'mystic'],
      ['Sunken Jungle', 'animals'],
      ['Neon Galaxy', 'space'],
    ];
    for (const [name, theme] of cases) expect(themeFor(name, rng).id, name).toBe(theme);
    // No word to go by: the seed picks, always the same for the same seed.
    expect(themeFor('Wild Reels', seededRng('x')).id).toBe(themeFor('Wild Reels', seededRng('x')).id);
    expect(themes.map((theme) => theme.paying.length)).toEqual(themes.map(() => 10));
  });

  it('draws stake ranges of whole coins: min 10–100, max 10,000–100,000', () => {
    const rng = seededRng('stakes');
    for (const coins of [1, 3, 5, 10, 20, 25, 50]) {
      for (let i = 0; i < 50; i++) {
        const { min, max, step } = stakeRange(rng, coins);
        expect(step % coins).toBe(0);
        expect(min % step).toBe(0);
        expect(max % step).toBe(0);
        expect(min).toBeGreaterThanOrEqual(10);
        expect(min).toBeLessThanOrEqual(100);
        expect(max).toBeGreaterThanOrEqual(10_000);
        expect(max).toBeLessThanOrEqual(100_000);
      }
    }
  });

  it('makes the same math for the same game, and themes most games by their names', () => {
    const game = allGames.find((entry) => entry.gameCode === 'SFORGE_0001');
    if (!game) throw new Error('no SFORGE_0001');
    expect(buildGame(game)).toEqual(buildGame(game));
    const byTheme = new Map<string, number>();
    for (const record of gameRecords().values())
      byTheme.set(String(record.theme), (byTheme.get(String(record.theme)) ?? 0) + 1);
    expect([...byTheme.keys()].sort()).toEqual(themes.map((theme) => theme.id).sort());
  });
});
