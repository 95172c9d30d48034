import { foldText } from '@playsite/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, generateCatalogue } from '../../src/games/catalogue.ts';
import { newWindowDays, searchGames } from '../../src/games/search.ts';

describe('game search', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue('playsite');
  });
  const names = (query: Parameters<typeof searchGames>[1]) =>
    searchGames(catalogue, { pageSize: 100, ...query }).games.map((g) => g.gameName);

  it('folds case, Vietnamese diacritics (đ too), spaces and full-width forms', () => {
    expect(foldText('Đèn Lồng Phương Đông')).toBe('denlongphuongdong');
    expect(foldText('Rồng Vàng')).toBe(foldText('rong vang'));
    expect(foldText('ＬＵＣＫＹ Lanterns')).toBe('luckylanterns');
    expect(foldText('มังกรทอง')).toBe('มังกรทอง'.normalize('NFKD').normalize('NFC'));
  });

  it('finds Vietnamese names typed without diacritics', () => {
    const found = names({ name: 'den long' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => name.includes('Đèn Lồng'))).toBe(true);
    expect(names({ name: 'DEN LONG' })).toEqual(found);
    expect(names({ name: 'Đèn Lồng' })).toEqual(found);
    const total = catalogue.games.filter((g) => g.gameName.includes('Đèn Lồng')).length;
    expect(searchGames(catalogue, { name: 'denlong' }).totalCount).toBe(total);
  });

  it('finds Thai and Chinese names by a part of them', () => {
    const thai = names({ name: 'มังกร' });
    expect(thai.length).toBeGreaterThan(0);
    expect(thai.every((name) => name.includes('มังกร'))).toBe(true);
    const chinese = names({ name: '捕鱼' });
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((name) => name.includes('捕鱼'))).toBe(true);
    expect(names({ name: 'lucky lant' })).toContain('Lucky Lanterns');
  });

  it('filters by vendor, game type and classification', () => {
    const baccarat = searchGames(catalogue, {
      gameType: 'LIVE',
      classification: 'BAC',
      vendor: 'ORCLIVE',
      pageSize: 100,
    });
    expect(baccarat.totalCount).toBe(30);
    expect(baccarat.games.every((g) => g.vassalage === 'ORCLIVE' && g.classification === 'BAC')).toBe(true);
    expect(searchGames(catalogue, { gameType: 'ESPORTS' }).games.every((g) => g.gameType === 'ESPORTS')).toBe(
      true,
    );
    expect(searchGames(catalogue, { name: 'no such game at all' })).toEqual({
      games: [],
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('pages with pageNum, totalPages and totalCount', () => {
    const first = searchGames(catalogue, { gameType: 'RNG', pageNo: 1, pageSize: 24 });
    const total = catalogue.games.filter((g) => g.gameType === 'RNG').length;
    expect(first).toMatchObject({ pageNum: 1, totalCount: total, totalPages: Math.ceil(total / 24) });
    expect(first.games).toHaveLength(24);
    const last = searchGames(catalogue, { gameType: 'RNG', pageNo: first.totalPages, pageSize: 24 });
    expect(last.games).toHaveLength(total - 24 * (first.totalPages - 1));
    const second = searchGames(catalogue, { gameType: 'RNG', pageNo: 2 });
    expect(second.games[0]).not.toEqual(first.games[0]);
    expect(searchGames(catalogue, { gameType: 'RNG', pageNo: first.totalPages + 1 }).games).toEqual([]);
  });

  describe('categories and orders', () => {
    const slots = (query: Parameters<typeof searchGames>[1]) =>
      searchGames(catalogue, { gameType: 'RNG', pageSize: 100, ...query });
    const all = (query: Parameters<typeof searchGames>[1]) =>
      searchGames(catalogue, { gameType: 'RNG', pageSize: 100_000, ...query }).games;

    it('gives every game a release day, a play count and a maintenance flag, the same for the same seed', () => {
      const again = generateCatalogue('playsite');
      expect(again.games.map((g) => [g.released, g.plays, g.maintenance])).toEqual(
        catalogue.games.map((g) => [g.released, g.plays, g.maintenance]),
      );
      expect(catalogue.games.every((g) => /^\d{4}-\d{2}-\d{2}$/.test(g.released))).toBe(true);
      expect(new Set(catalogue.games.map((g) => g.released)).size).toBeGreaterThan(300);
      // Only the games with an engine here can be launched; the others say so in the list.
      expect(catalogue.games.filter((g) => !g.maintenance).every((g) => g.demo)).toBe(true);
      expect(catalogue.games.find((g) => g.gameName === 'Lucky Lanterns')?.maintenance).toBe(false);
      expect(catalogue.games.filter((g) => g.maintenance).length).toBeGreaterThan(1000);
    });

    it('new lists only the latest releases, newest first', () => {
      const games = all({ category: 'new', sort: 'new' });
      const rng = catalogue.games.filter((g) => g.gameType === 'RNG');
      const latest =
        rng
          .map((g) => g.released)
          .sort()
          .at(-1) ?? '';
      const since = new Date(Date.parse(latest) - newWindowDays * 86_400_000).toISOString().slice(0, 10);
      expect(games.length).toBe(rng.filter((g) => g.released > since).length);
      expect(games.length).toBeGreaterThan(10);
      expect(games.length).toBeLessThan(rng.length / 2);
      const days = games.map((g) => g.released);
      expect(days).toEqual([...days].sort().reverse());
    });

    it('popular lists the hot games, most played first; jackpot the jackpot slots', () => {
      const popular = all({ category: 'popular', sort: 'popular' });
      expect(popular.length).toBe(catalogue.games.filter((g) => g.gameType === 'RNG' && g.isHot).length);
      expect(popular.every((g) => g.isHot)).toBe(true);
      const plays = popular.map((g) => g.plays);
      expect(plays).toEqual([...plays].sort((a, b) => b - a));
      const jackpot = all({ category: 'jackpot' });
      expect(jackpot.length).toBeGreaterThan(0);
      expect(jackpot.every((g) => g.classification === 'JACKPOT' && g.jackpot)).toBe(true);
      // Most played first over the whole lane: the hot games lead.
      expect(
        all({ sort: 'popular' })
          .slice(0, popular.length)
          .every((g) => g.isHot),
      ).toBe(true);
    });

    it('sorts A–Z in the player language’s collation, their own language’s games first', () => {
      const english = all({ sort: 'name', language: 'EN' });
      const firstOther = english.findIndex((g) => g.script !== 'en');
      expect(firstOther).toBeGreaterThan(0);
      expect(english.slice(firstOther).every((g) => g.script !== 'en')).toBe(true);
      const names = english.slice(0, firstOther).map((g) => g.gameName);
      const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      expect(names).toEqual([...names].sort(collator.compare));

      const thai = all({ sort: 'popular', language: 'TH' });
      const thaiCount = thai.filter((g) => g.script === 'th').length;
      expect(thaiCount).toBeGreaterThan(0);
      expect(thai.slice(0, thaiCount).every((g) => g.script === 'th')).toBe(true);
      // Within the language's games and within the rest, still most played first.
      const plays = thai.slice(0, thaiCount).map((g) => g.plays);
      expect(plays).toEqual([...plays].sort((a, b) => b - a));
      // Without a sort, the catalogue order (a platform that ignores the fields answers the same).
      expect(all({ language: 'TH' }).map((g) => g.nodeId)).toEqual(all({}).map((g) => g.nodeId));
    });

    it('pages a sorted, filtered list on the server without repeats or gaps', () => {
      const whole = all({ sort: 'new', language: 'VI' }).map((g) => g.nodeId);
      const first = slots({ sort: 'new', language: 'VI', pageSize: 24 });
      expect(first.totalCount).toBe(whole.length);
      const paged = Array.from({ length: 4 }, (_, i) =>
        slots({ sort: 'new', language: 'VI', pageSize: 24, pageNo: i + 1 }).games.map((g) => g.nodeId),
      ).flat();
      expect(paged).toEqual(whole.slice(0, 96));
      expect(new Set(paged).size).toBe(96);
      expect(slots({ sort: 'name', language: 'VI', pageSize: 24 }).games.map((g) => g.nodeId)).not.toEqual(
        first.games.map((g) => g.nodeId),
      );
    });
  });
});
