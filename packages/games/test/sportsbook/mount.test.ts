import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/clock.ts';
import { sportsGame } from '../../src/server/sports/games.ts';
import { harness, launchQuery, secret } from '../harness.ts';

/** The sportsbook inside the game server: launch, members, balance, operator routes (a fake wallet over HTTP). */
describe('the sportsbook mounted in the game server', () => {
  let h: Awaited<ReturnType<typeof harness>>;
  let app: Awaited<ReturnType<Awaited<ReturnType<typeof harness>>['server']>>;
  const clock = manualClock(Date.UTC(2026, 4, 1, 12));

  beforeAll(async () => {
    h = await harness();
    app = await h.server(clock);
  });
  afterAll(async () => {
    await h.end();
  });

  it('knows the sports vendors’ games and what each opens', () => {
    expect(sportsGame('DS88_0002')).toEqual({ lane: 'sports', view: 'live' });
    expect(sportsGame('NOVABET_0003')).toEqual({ lane: 'sports', sport: 'football' });
    expect(sportsGame('PXARENA_0004')).toEqual({ lane: 'esports', sport: 'moba' });
    expect(sportsGame('NEONGG_0001')).toEqual({ lane: 'esports' });
    expect(sportsGame('DS88_0007')).toBeUndefined();
    expect(sportsGame('SFORGE_0001')).toBeUndefined();
  });

  it('opens the book from the launch URL on the game’s lane, and a member’s balance from the wallet', async () => {
    h.wallet.tokens.add('sports-token-1');
    const launched = await app.inject({
      url: `/play/PXARENA_0005?${launchQuery('PXARENA_0005', 'sports-token-1', 'p1', { theme: 'eyJtb2RlIjoibGlnaHQifQ' })}`,
    });
    expect(launched.statusCode).toBe(303);
    const to = new URL(String(launched.headers.location), 'http://games.test');
    expect(to.pathname).toBe('/sports');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      lane: 'esports',
      sport: 'shooter',
      token: 'sports-token-1',
      currency: 'PHP',
      mode: 'real',
      lang: 'en',
      theme: 'eyJtb2RlIjoibGlnaHQifQ',
    });
    // The book's page loads the casino pages' theme script (and what it imports) from this server.
    for (const asset of ['/assets/theme.js', '/assets/colour.js', '/assets/dom.js'])
      expect((await app.inject({ url: asset })).statusCode, asset).toBe(200);
    const balance = await app.inject({
      url: '/api/sports/balance',
      headers: { authorization: 'Bearer sports-token-1' },
    });
    expect(balance.json()).toEqual({ balance: 100_000, currency: 'PHP' });
    // A launch link whose game is not the path's is refused; no token is no member.
    const broken = await app.inject({
      url: `/play/PXARENA_0005?${launchQuery('DS88_0001', 'sports-token-1', 'p1')}`,
    });
    expect(broken.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/sports/balance' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/sports/bets' })).statusCode).toBe(401);
  });

  it('answers the operator only with the provider secret, and moves the book’s clock outside production', async () => {
    expect((await app.inject({ url: '/api/sports/operator/report' })).statusCode).toBe(403);
    const wrong = { 'x-operator-secret': 'not-the-secret' };
    expect((await app.inject({ url: '/api/sports/operator/report', headers: wrong })).statusCode).toBe(403);
    const headers = { 'x-operator-secret': secret };
    const report = await app.inject({ url: '/api/sports/operator/report', headers });
    expect(report.json()).toMatchObject({ ggr: [], liability: [] });
    const before = app.games.sports.clock.now();
    const moved = await app.inject({
      method: 'POST',
      url: '/api/sports/operator/advance',
      headers,
      payload: { ms: 3_600_000 },
    });
    expect(moved.statusCode).toBe(200);
    expect(app.games.sports.clock.now() - before).toBe(3_600_000);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sports/operator/advance',
      headers,
      payload: { ms: -1 },
    });
    expect(bad.statusCode).toBe(400);
    app.games.sports.clock.offset = 0;
  });
});
