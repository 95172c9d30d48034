import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { locales, pageStrings } from '../src/pages/strings.ts';
import { pagesDir } from '../src/server/http/routes-pages.ts';
import { get, harnessPerTest, launchQuery } from './harness.ts';

const h = harnessPerTest();

const token = 'player-one-token-000';

describe('game pages', () => {
  it('answers the launch URL with the game page under its CSP, framable by any http(s) origin', async () => {
    const app = await h.server();
    const page = await app.inject({
      method: 'GET',
      url: `/play/T_COIN?${launchQuery('T_COIN', token, 'p1', { lang: 'th' })}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' http: https:");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain(pageStrings.th.balance);
    expect(page.body).toContain('src="/assets/play.js"');
    // No inline script runs: the boot data is inert JSON.
    expect(page.body).not.toMatch(/<script>(?!<)/);
    expect(page.body).not.toContain(token.replace(/-/g, '\\u002d'));
    expect(app.games.sessions.get(token)).toMatchObject({
      user: 'p1',
      gameCode: 'T_COIN',
      currency: 'PHP',
      lang: 'th',
    });

    // A reload after the script took the token out of the address bar still answers the page.
    const reload = await app.inject({ method: 'GET', url: '/play/T_COIN?lang=th' });
    expect(reload.statusCode).toBe(200);
  });

  it('says what to do on an unknown game, a game without an engine and a broken launch link', async () => {
    const app = await h.server();
    const unknown = await app.inject({
      method: 'GET',
      url: `/play/NO_SUCH_GAME?${launchQuery('NO_SUCH_GAME', token, 'p1')}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('RS_ERROR_INVALID_GAME');
    expect(unknown.body).toContain(pageStrings.en['game.unknown']);
    expect(unknown.body).toContain('href="https://site.example/lobby"');
    expect(unknown.headers['content-security-policy']).toBeDefined();

    const noEngine = await app.inject({
      method: 'GET',
      url: `/play/T_NOENGINE?${launchQuery('T_NOENGINE', token, 'p1')}`,
    });
    expect(noEngine.statusCode).toBe(404);
    expect(noEngine.body).toContain(pageStrings.en['game.unavailable']);

    const otherGame = await app.inject({
      method: 'GET',
      url: `/play/T_COIN?${launchQuery('T_WHEEL', token, 'p1')}`,
    });
    expect(otherGame.statusCode).toBe(400);
    expect(otherGame.body).toContain(pageStrings.en['launch.invalid']);
    const short = await app.inject({ method: 'GET', url: '/play/T_COIN?token=short&user=p1' });
    expect(short.statusCode).toBe(400);
    const hostile = await app.inject({
      method: 'GET',
      url: `/play/NO_SUCH_GAME?${launchQuery('NO_SUCH_GAME', token, 'p1', { lobby_url: 'javascript:alert(1)' })}`,
    });
    expect(hostile.body).not.toContain('javascript:');
  });

  it('serves the page scripts and styles, and nothing else of its folder', async () => {
    const app = await h.server();
    const script = await app.inject({ method: 'GET', url: '/assets/play.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject({ method: 'GET', url: '/assets/play.css' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/strings.ts' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/page.ts' })).statusCode).toBe(404);
  });

  it('page scripts parse and their imports resolve', async () => {
    const result = await build({
      entryPoints: [join(pagesDir, 'play.js')],
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]?.text.length).toBeGreaterThan(1_000);
  });

  it('lists its games with their exact RTP, and details one', async () => {
    const app = await h.server();
    const list = (await get(app, '/api/games')).body;
    expect(list.games.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'T_COIN',
      'T_LADDER',
      'T_WHEEL',
    ]);
    expect(list.games[0]).toMatchObject({
      kind: 'test-coin',
      mode: 'instant',
      rtp: { exact: '1/1', percent: '100.00 %' },
    });
    const detail = (await get(app, '/api/game/T_WHEEL')).body;
    expect(detail).toMatchObject({
      mode: 'scheduled',
      schedule: { roundMs: 10_000, bettingMs: 6_000 },
      stakes: { min: 100, max: 100_000, step: 100 },
    });
    expect(detail.betOptions[0]).toMatchObject({ id: 'even', pays: { exact: '2/1' } });
    expect((await get(app, '/api/game/T_NOENGINE')).body.error.code).toBe('game.unavailable');
    expect((await get(app, '/api/game/NOPE')).body.error.code).toBe('game.unknown');
  });

  it('has every shell string in all seven languages, and merges the engine families’ strings', async () => {
    const app = await h.server();
    const keys = Object.keys(pageStrings.en).sort();
    for (const locale of locales) {
      expect(Object.keys(pageStrings[locale]).sort()).toEqual(keys);
      for (const key of keys)
        expect(pageStrings[locale][key as keyof typeof pageStrings.en].trim()).not.toBe('');
      expect(Object.keys(app.games.strings[locale]).length).toBeGreaterThanOrEqual(keys.length);
    }
    expect(pageStrings.cn.balance).not.toBe(pageStrings.en.balance);
  });
});
