import { randomUUID } from 'node:crypto';
import { type BetRecords, endpoints, type GameList } from '@playsite/api/contract';
import { developmentProviderSecret, providerLaunchQuery } from '@playsite/api/provider';
import { brandIdForHost, loadBrands, parseHostMap } from '@playsite/brands/node';
import { is } from 'superstruct';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { setProviderEnabled } from '../src/domain/provider/operator.ts';
import { syncGameServer } from '../src/domain/provider/providers.ts';
import { buildApp } from '../src/http/app.ts';
import { sha256 } from '../src/security/tokens.ts';
import { answerValue, type GamesHarness, launchOf } from './games/http-support.ts';
import {
  auditProviderLedger,
  bodies,
  gamesUrl,
  launchThroughProvider,
  providerGames,
  providerId,
  startProviderPlatform,
  walletCall,
} from './provider-support.ts';
import { backends } from './support/backends.ts';
import { WireClient } from './support/wire-client.ts';

const listQuery = {
  merchant: 'demo',
  clientType: 3,
  platform: 'html5-desktop',
  pageNo: 1,
  pageSize: 24,
  language: 'EN',
};

describe.each(backends)('launching provider games, their records and the operator (%s)', (backend) => {
  let h: GamesHarness;
  const games = providerGames();
  const sports = sharedGames().catalogue.games.find((game) => game.gameType === 'SPORTS');

  beforeAll(async () => {
    h = await startProviderPlatform(backend);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    await auditProviderLedger(h.db);
  });

  const listed = async (gameName: string) =>
    answerValue<GameList>(await h.call('gameList', { ...listQuery, gameName })).games;

  it('opens the provider page with a provider session token bound to the member, brand and game', async () => {
    const session = await launchThroughProvider(h, games.realOnly);
    expect(`${session.url.origin}${session.url.pathname}`).toBe(
      `${gamesUrl}/play/${encodeURIComponent(games.realOnly.gameCode)}`,
    );
    const query = Object.fromEntries(session.url.searchParams);
    expect(is(query, providerLaunchQuery)).toBe(true);
    expect(query).toMatchObject({
      user: String(session.memberId),
      game_code: games.realOnly.gameCode,
      currency: 'PHP',
      sub_partner: 'demo',
      mode: 'real',
      lang: 'en',
    });
    // The page wears the launching brand: the tokens of the brand this host names.
    const brands = loadBrands();
    const ids = brands.map((brand) => brand.id);
    const hostBrand = brands.find(
      (brand) => brand.id === brandIdForHost(new URL(h.url).host, parseHostMap(undefined, ids), ids),
    );
    expect(JSON.parse(Buffer.from(query.theme ?? '', 'base64url').toString('utf8'))).toEqual(
      hostBrand?.file.tokens,
    );
    expect(query.token).toMatch(/^[\w-]{43}$/);
    expect(query.token).not.toBe(session.sessionToken);
    const stored = await h.db.query<{ token_hash: string; node_id: string; mode: string }>(
      'SELECT token_hash, node_id, mode FROM provider_sessions WHERE member_id = $1',
      [session.memberId],
    );
    expect(stored).toContainEqual({
      token_hash: sha256(query.token ?? ''),
      node_id: games.realOnly.nodeId,
      mode: 'real',
    });
    expect(JSON.stringify(stored)).not.toContain(query.token);

    // Free play only where the game offers it; a sports game opens the game server's sportsbook.
    const { token } = await h.login('demomember');
    expect(
      (await h.call('launchGame', launchOf(games.realOnly, { accountType: 0 }), token)).body.errorCode,
    ).toBe('game.freeplay.unsupported');
    if (!sports) throw new Error('no sports entry');
    const sportsUrl = (
      (await h.call('launchGame', launchOf(sports), token)).body.value as { content?: { game_url?: string } }
    )?.content?.game_url;
    expect(sportsUrl).toContain(`${gamesUrl}/play/${encodeURIComponent(sports.gameCode)}?`);
  });

  it('lists the games a live provider serves as playable, sports and esports included', async () => {
    expect(
      (await listed(games.realOnly.gameName)).find((game) => game.nodeId === games.realOnly.nodeId),
    ).toMatchObject({ maintenance: false });
    const sportsGames = answerValue<GameList>(
      await h.call('gameList', { ...listQuery, gameType: 'SPORTS' }),
    ).games;
    expect(sportsGames.length).toBeGreaterThan(0);
    expect(sportsGames.every((game) => !game.maintenance)).toBe(true);
    const hot = answerValue<Array<{ gameType: string; maintenance?: boolean }>>(
      await h.call('hotGames', {
        merchantCode: 'demo',
        isPlatform: 2,
        platform: 'html5-desktop',
        language: 'EN',
      }),
    );
    expect(hot.filter((game) => game.gameType === 'RNG').every((game) => game.maintenance === false)).toBe(
      true,
    );
  });

  it('lists provider rounds in the bet records with game, stake, win, time and a short round reference', async () => {
    const session = await launchThroughProvider(h, games.realOnly);
    const body = bodies(session);
    const [settled, open, refunded] = [`round-${randomUUID()}`, randomUUID(), randomUUID()];
    const bet = randomUUID();
    await walletCall(h, 'bet', body.bet(bet, settled, 1_000));
    await walletCall(h, 'bet', body.bet(randomUUID(), settled, 500));
    await walletCall(h, 'win', body.win(randomUUID(), bet, settled, 3_000, { round_closed: true }));
    await walletCall(h, 'bet', body.bet(randomUUID(), open, 700));
    const undone = randomUUID();
    await walletCall(h, 'bet', body.bet(undone, refunded, 400));
    await walletCall(h, 'rollback', body.rollback(randomUUID(), undone, refunded, { round_closed: true }));

    // From now on: the seeded rounds of the demo member are older.
    const since = { startTime: h.clock.now() };
    const records = answerValue<BetRecords>(await h.call('betRecords', since, session.sessionToken));
    const byRound = new Map(records.list.map((record) => [record.roundId, record]));
    expect(byRound.get(`${providerId}:${settled}`)).toMatchObject({
      gameName: games.realOnly.gameName,
      gameCode: games.realOnly.gameCode,
      accountType: 1,
      stake: 1_500,
      win: 3_000,
      profit: 1_500,
      status: 'settled',
      settledAt: h.clock.now(),
      placedAt: h.clock.now(),
      detail: expect.stringMatching(/^ROUND round-…\w{6} · 2 bets$/),
    });
    expect(byRound.get(`${providerId}:${open}`)).toMatchObject({
      stake: 700,
      win: 0,
      status: 'open',
      settledAt: null,
    });
    expect(byRound.get(`${providerId}:${refunded}`)).toMatchObject({
      stake: 400,
      profit: 0,
      status: 'refunded',
    });
    const onlyOpen = answerValue<BetRecords>(
      await h.call('betRecords', { ...since, status: 'open' }, session.sessionToken),
    );
    expect(onlyOpen.list.every((record) => record.status === 'open')).toBe(true);
    // Refunded rounds count nothing in the totals.
    expect(records.summary).toMatchObject({ count: records.totalCount - 1, stake: 2_200, win: 3_000 });
  });

  it('takes no launches, balance calls or bets from a disabled provider, and still pays its wins', async () => {
    const session = await launchThroughProvider(h, games.realOnly);
    const body = bodies(session);
    const [bet, round] = [randomUUID(), randomUUID()];
    expect(await walletCall(h, 'bet', body.bet(bet, round, 600))).toMatchObject({ status: 'RS_OK' });
    expect(await setProviderEnabled(h.ctx, providerId, false)).toMatchObject({ enabled: false, live: false });
    try {
      const { token } = await h.login('demomember');
      expect((await h.call('launchGame', launchOf(games.realOnly), token)).body.errorCode).toBe(
        'game.maintenance',
      );
      expect(
        (await listed(games.realOnly.gameName)).find((game) => game.nodeId === games.realOnly.nodeId),
      ).toMatchObject({ maintenance: true });
      expect(await walletCall(h, 'balance', body.balance())).toMatchObject({
        status: 'RS_ERROR_INVALID_PARTNER',
      });
      expect(await walletCall(h, 'bet', body.bet(randomUUID(), round, 100))).toMatchObject({
        status: 'RS_ERROR_INVALID_PARTNER',
      });
      expect(await walletCall(h, 'win', body.win(randomUUID(), bet, round, 900))).toMatchObject({
        status: 'RS_OK',
      });
    } finally {
      await setProviderEnabled(h.ctx, providerId, true);
    }
    expect(
      (await listed(games.realOnly.gameName)).find((game) => game.nodeId === games.realOnly.nodeId),
    ).toMatchObject({ maintenance: false });
  });

  it('answers the CLI over the operator API of a running server: list, disable, enable, rotate', async () => {
    const operate = async (path: string, body?: unknown) => {
      const response = await fetch(`${h.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const listed = await operate('/__operator/providers');
    expect(listed.body).toEqual([expect.objectContaining({ id: providerId, enabled: true, live: true })]);
    expect(
      (await operate('/__operator/provider/enabled', { provider: providerId, enabled: false })).body,
    ).toMatchObject({ enabled: false, live: false });
    expect(
      (await operate('/__operator/provider/enabled', { provider: providerId, enabled: true })).body,
    ).toMatchObject({ enabled: true, live: true });
    expect(
      (await operate('/__operator/provider/enabled', { provider: 'nobody', enabled: true })).status,
    ).toBe(404);
    const rotated = (await operate('/__operator/provider/rotate-key', { provider: providerId })).body as {
      keyId: string;
      secret: string;
    };
    expect(rotated.keyId).toMatch(/^key-[0-9a-f]{12}$/);
    const after = JSON.stringify((await operate('/__operator/providers')).body);
    expect(after).not.toContain(rotated.secret);
    expect(after).not.toContain(developmentProviderSecret);
    expect(after).toContain(`"keyId":"${rotated.keyId}"`);
  });

  it('keeps the game server disabled in production without its secret, and never takes the development key there', async () => {
    const config = { ...h.ctx.config, production: true, games: { url: gamesUrl, providerSecret: undefined } };
    expect(await syncGameServer({ ...h.ctx, config })).toMatch(
      /^GAMES_PROVIDER_SECRET is not set: provider playsite-games is disabled/,
    );
    // A second instance on the same database, in production: the development key is stored there.
    const production = await buildApp({ db: h.db, clock: h.clock, config });
    const url = await production.listen({ port: 0, host: '127.0.0.1' });
    try {
      const session = await launchThroughProvider(h, games.realOnly);
      const launch = await new WireClient(url).call(endpoints.launchGame.path, {
        method: 'POST',
        token: session.sessionToken,
        json: launchOf(games.realOnly),
      });
      expect(launch.body.errorCode).toBe('game.maintenance');
      expect(await walletCall({ url }, 'balance', bodies(session).balance())).toMatchObject({
        status: 'RS_ERROR_INVALID_SIGNATURE',
      });
      expect(await walletCall(h, 'balance', bodies(session).balance())).toMatchObject({ status: 'RS_OK' });
    } finally {
      await production.close();
    }
  });
});

describe('GAMES_URL and GAMES_PROVIDER_SECRET', () => {
  const message = (env: Record<string, string>) => {
    try {
      configFromEnv(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('no ConfigError');
  };

  it('default to the local game server and the development key outside production', () => {
    expect(configFromEnv({}).games).toEqual({
      url: 'http://127.0.0.1:8090',
      providerSecret: developmentProviderSecret,
    });
    expect(
      configFromEnv({ GAMES_URL: 'https://games.example.com/', GAMES_PROVIDER_SECRET: 's'.repeat(32) }).games,
    ).toEqual({
      url: 'https://games.example.com',
      providerSecret: 's'.repeat(32),
    });
    expect(configFromEnv({ GAMES_URL: 'off' }).games).toBeUndefined();
  });

  it('have no secret in production unless one is set, and refuse the development one there', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).games).toEqual({
      url: 'http://127.0.0.1:8090',
      providerSecret: undefined,
    });
    expect(message({ NODE_ENV: 'production', GAMES_PROVIDER_SECRET: developmentProviderSecret })).toContain(
      'GAMES_PROVIDER_SECRET=(hidden) is not valid',
    );
  });

  it('refuse a bad URL and a short secret without printing the secret', () => {
    expect(message({ GAMES_URL: 'ftp://games' })).toContain(
      'GAMES_URL="ftp://games" is not valid: expected the http(s)',
    );
    const text = message({ GAMES_PROVIDER_SECRET: 'short-one' });
    expect(text).toContain('GAMES_PROVIDER_SECRET=(hidden) is not valid: expected');
    expect(text).not.toContain('short-one');
  });
});
