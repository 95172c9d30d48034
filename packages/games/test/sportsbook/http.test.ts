import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sportsbook } from '../../src/sportsbook/book.ts';
import { sportsbookRoutes } from '../../src/sportsbook/http/routes.ts';
import type { WireEvent } from '../../src/sportsbook/http/wire.ts';
import { sportsbookStrings } from '../../src/sportsbook/strings.ts';
import { fakeClock, fakeMoney } from './fakes.ts';

let app: FastifyInstance;
let book: Sportsbook;
let dir: string;
const wallet = fakeMoney({ u1: 1_000_000 });
const clock = fakeClock(Date.UTC(2026, 4, 1, 12));
const auth = { authorization: 'Bearer token-of-u1' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sportsbook-http-'));
  app = Fastify();
  book = await sportsbookRoutes(app, {
    money: wallet.money,
    clock,
    dataDir: dir,
    session: (token) => (token === 'token-of-u1' ? { user: 'u1', currency: 'USD', mode: 'real' } : undefined),
    settleEveryMs: 0,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the sportsbook over HTTP', () => {
  it('serves the page in the launch language with its strings, and its assets', async () => {
    const page = await app.inject({ url: '/sports?lang=th' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain(sportsbookStrings.th['slip.title'] as string);
    const script = await app.inject({ url: '/sports/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await app.inject({ url: '/sports/assets/../routes.ts' })).statusCode).toBe(404);
    expect((await readFile(join(dir, 'sportsbook', 'feed-secret'), 'utf8')).length).toBe(64);
  });

  it('lists sports, events by state and an event with its markets', async () => {
    const sports = (await app.inject({ url: '/api/sports/sports' })).json() as { id: string; live: number }[];
    expect(sports).toHaveLength(11);
    const upcoming = (
      await app.inject({ url: '/api/sports/events?state=upcoming&sport=football&limit=5' })
    ).json() as WireEvent[];
    expect(upcoming).toHaveLength(5);
    expect(upcoming[0]?.markets.map((m) => m.id)).toEqual(['winner']);
    expect(upcoming[0]?.live).toEqual({ status: 'prematch' });
    const detail = (await app.inject({ url: `/api/sports/events/${upcoming[0]?.id}` })).json() as WireEvent;
    expect(detail.markets.length).toBeGreaterThan(5);
    expect(JSON.stringify(detail)).not.toContain('probability');
    const esports = (
      await app.inject({ url: '/api/sports/events?state=upcoming&lane=esports&limit=20' })
    ).json() as WireEvent[];
    expect(esports.length).toBe(20);
    expect(new Set(esports.map((e) => e.sport)).size).toBeGreaterThan(1);
    expect(esports.every((e) => ['moba', 'shooter', 'arena', 'cards'].includes(e.sport))).toBe(true);
    expect((await app.inject({ url: '/api/sports/events/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/sports/events?state=soon' })).statusCode).toBe(400);
  }, 20_000);

  it('quotes, places, lists and cashes out a bet for the session, once', async () => {
    const [event] = (
      await app.inject({ url: '/api/sports/events?state=upcoming&sport=tennis&limit=1' })
    ).json() as WireEvent[];
    const home = event?.markets[0]?.selections.find((s) => s.id === 'home');
    const slip = {
      kind: 'singles',
      legs: [
        {
          eventId: event?.id,
          marketId: 'winner',
          selectionId: 'home',
          odds100: home?.odds100,
          phase: 'prematch',
        },
      ],
      stake: 1000,
      acceptOdds: 'none',
      requestId: 'http-test-1',
    };
    const quote = await app.inject({ method: 'POST', url: '/api/sports/slip/quote', payload: { slip } });
    expect(quote.json()).toMatchObject({ problems: [], totalStake: 1000 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/sports/bets', payload: { slip } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/sports/bets',
          headers: auth,
          payload: { slip: { ...slip, stake: 'x' } },
        })
      ).statusCode,
    ).toBe(400);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: auth,
      payload: { slip },
    });
    expect(placed.statusCode).toBe(200);
    const [bet] = placed.json().bets as { id: string; state: string }[];
    expect(bet?.state).toBe('open');
    expect(wallet.balance('u1')).toBe(999_000);

    const open = (await app.inject({ url: '/api/sports/bets?state=open', headers: auth })).json() as {
      id: string;
      cashoutOffer?: number;
    }[];
    expect(open.map((b) => b.id)).toEqual([bet?.id]);
    const offer = open[0]?.cashoutOffer as number;
    expect(offer).toBeGreaterThan(0);
    const cashed = await app.inject({
      method: 'POST',
      url: `/api/sports/bets/${bet?.id}/cashout`,
      headers: auth,
      payload: { expected: offer },
    });
    expect(cashed.json()).toMatchObject({ amount: offer, bet: { state: 'cashed-out' } });
    const again = await app.inject({
      method: 'POST',
      url: `/api/sports/bets/${bet?.id}/cashout`,
      headers: auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'cashout.closed' });
    expect(wallet.wins().map((w) => w.amount)).toEqual([offer]);
    expect((await app.inject({ url: '/api/sports/bets?state=settled', headers: auth })).json()).toHaveLength(
      1,
    );
    expect(book.bets('u1', 'open')).toEqual([]);
  });

  it('answers a refused slip with its problems', async () => {
    const [event] = (
      await app.inject({ url: '/api/sports/events?state=upcoming&sport=football&limit=1' })
    ).json() as WireEvent[];
    const slip = {
      kind: 'singles',
      legs: [
        { eventId: event?.id, marketId: 'winner', selectionId: 'home', odds100: 101, phase: 'prematch' },
      ],
      stake: 1000,
      acceptOdds: 'none',
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: auth,
      payload: { slip },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'slip.oddsChanged',
      problems: [{ key: 'slip.oddsChanged', leg: 0 }],
    });
  });
});
