import { foldText } from '@playsite/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, generateCatalogue } from '../../src/games/catalogue.ts';
import { searchGames } from '../../src/games/search.ts';

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
});
