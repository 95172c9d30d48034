import type {
  FavoriteKeys,
  Game,
  GameList,
  GameVendors,
  LottoDraw,
  LottoGame,
  LottoMenu,
} from '@playsite/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBaccaratCode, demoSlotCode } from '../../src/games/catalogue.ts';
import { answerValue, type GamesHarness, startGames } from './http-support.ts';

const listQuery = {
  merchant: 'demo',
  clientType: 3,
  platform: 'html5-desktop',
  pageNo: 1,
  pageSize: 24,
  language: 'EN',
};

describe('game lobby calls over HTTP (pglite)', () => {
  let h: GamesHarness;
  let token: string;

  beforeAll(async () => {
    h = await startGames('pglite');
    token = (await h.login('demomember')).token;
  });
  afterAll(() => h?.close());

  it('lists vendor lanes and sorting entries from the catalogue', async () => {
    const lanes = answerValue<GameVendors>(await h.call('gameVendors', { merchantCode: 'demo' }, token));
    expect(lanes.map((lane) => lane.title)).toEqual(
      expect.arrayContaining([
        'RNG',
        'LIVE',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'FISH',
        'LOTT',
        'ELOTT',
        'COCKFIGHT',
      ]),
    );
    const sorting = answerValue<{ gameCategory: string }[]>(await h.call('vassGameType', {}, token));
    expect(sorting.map((entry) => entry.gameCategory)).toEqual(lanes.map((lane) => lane.title));
    // Visitors browse the lobby without a session.
    expect(answerValue<GameVendors>(await h.call('gameVendors', {}))).toEqual(lanes);
  });

  it('searches names without case or diacritics, filters and pages by 24', async () => {
    const all = answerValue<GameList>(await h.call('gameList', listQuery, token));
    expect(all.games).toHaveLength(24);
    expect(all.totalCount).toBeGreaterThanOrEqual(5000);
    expect(all.totalPages).toBe(Math.ceil((all.totalCount ?? 0) / 24));
    const second = answerValue<GameList>(await h.call('gameList', { ...listQuery, pageNo: 2 }, token));
    expect(second.pageNum).toBe(2);
    expect(second.games[0]?.nodeId).not.toBe(all.games[0]?.nodeId);

    const found = answerValue<GameList>(
      await h.call('gameList', { ...listQuery, gameName: 'dong thap' }, token),
    );
    expect(found.games.map((game) => game.gameName)).toContain('Đồng Tháp');
    const lucky = answerValue<GameList>(
      await h.call('gameList', { ...listQuery, gameName: 'LUCKY lanterns' }, token),
    );
    expect(lucky.games.map((game) => game.gameCode)).toContain(demoSlotCode);

    const live = answerValue<GameList>(
      await h.call(
        'gameList',
        { ...listQuery, gameType: 'LIVE', vassalage: 'LUMLIVE', pageSize: 100 },
        token,
      ),
    );
    expect(live.games.every((game) => game.gameType === 'LIVE' && game.vassalage === 'LUMLIVE')).toBe(true);
    expect(live.games.map((game) => game.gameCode)).toContain(demoBaccaratCode);
    const none = answerValue<GameList>(await h.call('gameList', { ...listQuery, gameName: 'zzzqqq' }, token));
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('filters by category, sorts and pages on the server, and says which games are under maintenance', async () => {
    const slots = { ...listQuery, gameType: 'RNG' };
    const page = async (query: Record<string, unknown>) =>
      answerValue<GameList>(await h.call('gameList', { ...slots, ...query }, token));
    const byName = await page({ sort: 'name' });
    const byNew = await page({ sort: 'new' });
    const names = byName.games.map((game) => game.displayName ?? game.gameName);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
    );
    expect(byNew.games.map((game) => game.nodeId)).not.toEqual(byName.games.map((game) => game.nodeId));
    expect(byName.totalCount).toBe((await page({})).totalCount);
    const second = await page({ sort: 'name', pageNo: 2 });
    const secondNames = second.games.map((game) => game.displayName ?? game.gameName);
    expect(
      new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare(
        names.at(-1) ?? '',
        secondNames[0] ?? '',
      ),
    ).toBeLessThanOrEqual(0);

    const fresh = await page({ category: 'new', sort: 'new', pageSize: 100 });
    expect(fresh.totalCount).toBeLessThan(byName.totalCount ?? 0);
    const popular = await page({ category: 'popular', pageSize: 100 });
    expect(popular.games.every((game) => game.isHot)).toBe(true);
    const jackpot = await page({ category: 'jackpot', pageSize: 100 });
    expect(jackpot.totalCount).toBeGreaterThan(0);
    expect(
      jackpot.games.every((game) => (game as { classification?: string }).classification === 'JACKPOT'),
    ).toBe(true);

    // The list carries the fact the launch answers: games without an engine are under maintenance.
    const lucky = (await page({ gameName: 'lucky lanterns' })).games.find((g) => g.gameCode === demoSlotCode);
    expect(lucky?.maintenance).toBe(false);
    const down = byName.games.find((game) => game.maintenance);
    if (!down) throw new Error('no game under maintenance');
    const launch = await h.call(
      'launchGame',
      {
        nodeId: String(down.nodeId),
        accountType: 1,
        vassalage: down.vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        confirmTrans: 0,
        language: 'EN',
      },
      token,
    );
    expect(launch.body.errorCode).toBe('game.maintenance');

    // Guests (no session) get the same; an order or category it does not know is ignored.
    expect((await h.call('gameList', { ...slots, sort: 'name' })).body).toMatchObject({ value: byName });
    const unknown = await page({ sort: 'random', category: 'mystery' });
    expect(unknown).toEqual(await page({}));
  });

  it('answers hot games, PVP rooms and a bad query with the contract error', async () => {
    const hot = answerValue<Game[]>(
      await h.call('hotGames', {
        merchantCode: 'demo',
        isPlatform: 2,
        platform: 'html5-desktop',
        language: 'EN',
      }),
    );
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.isHot)).toBe(true);
    const pvpVendor = answerValue<GameVendors>(await h.call('gameVendors', {}, token)).find(
      (lane) => lane.title === 'PVP',
    )?.cards[0]?.vassalage;
    const rooms = answerValue<{ roomId: string }[]>(
      await h.call('roomList', { vassalage: pvpVendor ?? '' }, token),
    );
    expect(rooms.length).toBeGreaterThan(0);
    const bad = await h.call('gameList', { ...listQuery, pageSize: 1000 }, token);
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('keeps favourites per member in the database', async () => {
    const game = answerValue<GameList>(
      await h.call('gameList', { ...listQuery, gameName: 'lucky lanterns' }, token),
    ).games.find((item) => item.gameCode === demoSlotCode);
    if (!game) throw new Error('no game');
    const key = { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType };
    expect(answerValue<FavoriteKeys>(await h.call('favoriteGameAdd', key, token))).toEqual([key]);
    expect(answerValue<FavoriteKeys>(await h.call('favoriteGameAdd', key, token))).toHaveLength(1);
    expect(answerValue<FavoriteKeys>(await h.call('favoriteGames', {}, token))).toEqual([key]);
    const again = (await h.login('demomember')).token;
    const list = answerValue<Game[]>(await h.call('favoriteGamesList', {}, again));
    expect(list.map((item) => item.gameCode)).toEqual([demoSlotCode]);
    const other = (await h.login('demovip')).token;
    expect(answerValue<FavoriteKeys>(await h.call('favoriteGames', {}, other))).toEqual([]);
    const wrong = await h.call('favoriteGameAdd', { ...key, vassalage: 'NOPE' }, token);
    expect(wrong.body.errorCode).toBe('game.not.available');
    expect(answerValue<FavoriteKeys>(await h.call('favoriteGameRemove', key, token))).toEqual([]);
  });

  it('serves lottery menus, popular lotteries and stored draws', async () => {
    const menus = answerValue<LottoMenu>(await h.call('gameMenus'));
    expect(menus.map((menu) => menu.menuCode)).toEqual(expect.arrayContaining(['MB', 'MN', 'FAST', '4D']));
    const vn = answerValue<LottoMenu>(await h.call('vnGameMenu'));
    expect(vn.every((menu) => menu.games.every((game) => game.lottoArea === 'VN'))).toBe(true);
    const popular = answerValue<LottoGame[]>(await h.call('popularLottery', { count: 20 }));
    expect(popular).toHaveLength(20);
    // The start-up pass stored the last draws of every lottery.
    const opened = answerValue<LottoDraw[]>(await h.call('vnOpenedNumeros', { count: 100 }));
    expect(opened.length).toBeGreaterThan(20);
    expect(opened.every((draw) => draw.gameCode.startsWith('VN_'))).toBe(true);
    const times = opened.map((draw) => draw.openTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const one = opened[0];
    const same = answerValue<LottoDraw[]>(
      await h.call('openedNumero', { gameCode: one?.gameCode ?? '', count: 3 }, token),
    );
    expect(same[0]).toEqual(one);
    expect(same).toHaveLength(3);
  });

  it('draws art, logos and lottery icons as cached SVG', async () => {
    const game = answerValue<GameList>(await h.call('gameList', listQuery, token)).games[0];
    for (const path of [game?.showIcon, '/games/logo/GLANTERN.svg', '/games/art/lotto/VN_DONG_THAP.svg']) {
      const response = await fetch(`${h.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect(await response.text()).toMatch(/^<svg/);
      // fetch asks for gzip and unpacks it; a client that does not ask gets the plain text.
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      const plain = await fetch(`${h.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toMatch(/^<svg/);
    }
    expect((await fetch(`${h.url}/games/art/999.svg`)).status).toBe(404);
    expect((await fetch(`${h.url}/games/art/%3Cx%3E.svg`)).status).toBe(404);
  });
});
