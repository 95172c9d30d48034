import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developmentProviderSecret } from '@playsite/api/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGamesConfig } from '../../games/src/config.ts';
import { manualClock } from '../../games/src/server/clock.ts';
import { buildGameServer } from '../../games/src/server/http/app.ts';
import { sportsGame } from '../../games/src/server/sports/games.ts';
import { FakeFeed, goals } from '../../games/test/sportsbook/fakes.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import type { GamesHarness } from './games/http-support.ts';
import {
  auditProviderLedger,
  type Launched,
  launchThroughProvider,
  startProviderPlatform,
} from './provider-support.ts';
import { backends } from './support/backends.ts';

/**
 * The sportsbook end to end: the platform and the game server over real HTTP (the provider wallet
 * API between them), sports games launched through the platform's launch path, bets placed on the
 * book's API, matches played to the end on the book's clock, settlement raced and replayed by a
 * restarted game server: every bet paid once, no balance negative, the ledger audited.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Json = any;

if (!backends.includes('postgres'))
  console.warn('sports-book.test: PostgreSQL did not answer; its race runs on PGlite only');

describe.each(backends)('the sportsbook through the provider wallet (%s)', (backend) => {
  const games = sharedGames();
  const clock = manualClock(Date.now());
  let platform: GamesHarness;
  let server: Awaited<ReturnType<typeof buildGameServer>>;
  let port: number;
  let dataDir: string;
  const build = async () => {
    const app = await buildGameServer({
      config: {
        ...defaultGamesConfig,
        logLevel: 'silent',
        platformUrl: platform.url,
        dataDir,
        tickMs: 0,
        port,
      },
      clock,
      wallet: { retry: { baseMs: 10, maxMs: 40 } },
      // The live delay passes on the book's clock, not the test's.
      sports: { sleep: async (ms) => clock.advance(ms) },
    });
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };

  beforeAll(async () => {
    port = await freePort();
    platform = await startProviderPlatform(backend, {
      games: { url: `http://127.0.0.1:${port}`, providerSecret: developmentProviderSecret },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'sports-book-'));
    server = await build();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await platform?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const game = (code: string) => {
    const found = games.byCode.get(code);
    if (!found) throw new Error(`no game ${code}`);
    return found;
  };
  const base = () => `http://127.0.0.1:${port}`;
  const api = async (path: string, launched?: Launched, body?: unknown) => {
    const answer = await fetch(`${base()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(launched ? { authorization: `Bearer ${launched.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as Json };
  };
  const wallet = (launched: Launched) => `member:${launched.memberId}:0`;
  /** The first selection of the winner market of each of `count` upcoming matches of different leagues. */
  const upcomingLegs = async (count: number) => {
    const { body } = await api('/api/sports/events?state=upcoming&lane=sports&limit=200');
    const legs: Json[] = [];
    for (const event of body as Json[]) {
      const market = event.markets.find((m: Json) => m.id === 'winner' && !m.suspended);
      const selection = market?.selections.find((s: Json) => s.odds100);
      if (!selection || legs.some((leg) => leg.eventId === event.id)) continue;
      legs.push({
        eventId: event.id,
        marketId: 'winner',
        selectionId: selection.id,
        odds100: selection.odds100,
        phase: 'prematch',
        startsAt: event.startsAt,
      });
      if (legs.length === count) break;
    }
    if (legs.length < count) throw new Error('not enough upcoming matches');
    return legs;
  };
  const slip = (legs: Json[], extra: Json = {}) => ({
    slip: {
      kind: legs.length > 1 ? 'multi' : 'singles',
      legs: legs.map(({ startsAt: _s, ...leg }) => leg),
      stake: 1_000,
      acceptOdds: 'none',
      ...extra,
    },
  });
  const payments = (betId: string) =>
    platform.db.query<{ kind: string; amount: string }>(
      `SELECT kind, amount::text FROM provider_transactions WHERE round_id = $1 ORDER BY kind, transaction_uuid`,
      [betId],
    );

  it('lists every sports and esports game of the catalogue as playable and opens the book on its lane', async () => {
    const lanes = games.catalogue.games.filter((g) => g.gameType === 'SPORTS' || g.gameType === 'ESPORTS');
    expect(lanes.length).toBeGreaterThan(0);
    for (const entry of lanes)
      expect(sportsGame(entry.gameCode)?.lane, entry.gameCode).toBe(
        entry.gameType === 'ESPORTS' ? 'esports' : 'sports',
      );
    const esports = lanes.find((g) => g.gameType === 'ESPORTS');
    if (!esports) throw new Error('no esports game');
    const launched = await launchThroughProvider(platform, esports);
    const page = await fetch(launched.url, { redirect: 'manual' });
    expect(page.status).toBe(303);
    const to = new URL(page.headers.get('location') ?? '', base());
    expect(to.pathname).toBe('/sports');
    expect(to.searchParams.get('lane')).toBe('esports');
    expect(to.searchParams.get('token')).toBe(launched.token);
    const html = await fetch(to);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http: https:");
    expect((await api('/api/sports/balance', launched)).body.balance).toBe(
      Number(await platform.balance(wallet(launched))),
    );
  });

  it('takes an accumulator through the wallet, settles it from the results once, and a restart pays nothing twice', async () => {
    const launched = await launchThroughProvider(platform, game('DS88_0001'), 'demovip');
    await fetch(launched.url, { redirect: 'manual' });
    const before = await platform.balance(wallet(launched));
    const legs = await upcomingLegs(2);
    const placed = await api(
      '/api/sports/bets',
      launched,
      slip(legs, { stake: 5_000, requestId: 'accumulator-1' }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.bets[0];
    expect(bet).toMatchObject({ kind: 'multi', state: 'open', stake: 5_000 });
    expect(await platform.balance(wallet(launched))).toBe(before - 5_000n);
    // A retry of the same request is answered with the same bet and takes nothing more.
    const again = await api(
      '/api/sports/bets',
      launched,
      slip(legs, { stake: 5_000, requestId: 'accumulator-1' }),
    );
    expect(again.body).toMatchObject({ repeated: true, bets: [{ id: bet.id }] });
    expect(await platform.balance(wallet(launched))).toBe(before - 5_000n);

    // Both matches played to the end (and past any correction): settlement raced five times.
    const lastStart = Math.max(...legs.map((leg) => leg.startsAt));
    server.games.sports.clock.offset = lastStart - clock.now() + 6 * 3_600_000;
    await Promise.all(Array.from({ length: 5 }, () => server.games.sports.book.settle()));
    await server.games.wallet.idle();
    const [settled] = (await api('/api/sports/bets?state=settled', launched)).body as Json[];
    expect(settled).toMatchObject({ id: bet.id, state: 'settled' });
    const paid = settled.paid as number;
    expect(paid).toBe(settled.settledReturn);
    expect(await platform.balance(wallet(launched))).toBe(before - 5_000n + BigInt(paid));
    expect(await payments(bet.id)).toEqual([
      { kind: 'bet', amount: '5000' },
      { kind: 'win', amount: String(paid) },
    ]);

    // A game server started again on the same data replays its journal and settles again: nothing moves.
    await server.close();
    server = await build();
    server.games.sports.clock.offset = lastStart - clock.now() + 6 * 3_600_000;
    await server.games.sports.book.settle();
    await server.games.wallet.idle();
    expect(await platform.balance(wallet(launched))).toBe(before - 5_000n + BigInt(paid));
    expect((await payments(bet.id)).length).toBe(2);
    server.games.sports.clock.offset = 0;
    await auditProviderLedger(platform.db);
  });

  it('resettles a corrected result through the wallet: a higher return paid as the difference, a lower one owed', async () => {
    // A second game server (same provider, its own data) on a feed whose results the test writes.
    const feed = new FakeFeed();
    feed.match('fix-1', { startsAt: clock.now() + 3_600_000 });
    feed.price('fix-1', { kind: 'winner', draw: true }, { 'fix-1:h': 0.5, draw: 0.25, 'fix-1:a': 0.25 });
    const otherPort = await freePort();
    const otherDir = mkdtempSync(join(tmpdir(), 'sports-book-fixed-'));
    const other = await buildGameServer({
      config: {
        ...defaultGamesConfig,
        logLevel: 'silent',
        platformUrl: platform.url,
        dataDir: otherDir,
        tickMs: 0,
        port: otherPort,
      },
      clock,
      wallet: { retry: { baseMs: 10, maxMs: 40 } },
      sports: { feed, config: { margin: 0 } },
    });
    await other.listen({ port: otherPort, host: '127.0.0.1' });
    try {
      const launched = await launchThroughProvider(platform, game('NOVABET_0001'), 'demovip');
      const page = await fetch(
        `http://127.0.0.1:${otherPort}${launched.url.pathname}${launched.url.search}`,
        { redirect: 'manual' },
      );
      expect(page.status).toBe(303);
      const before = await platform.balance(wallet(launched));
      const placed = await fetch(`http://127.0.0.1:${otherPort}/api/sports/bets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${launched.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          slip: {
            kind: 'singles',
            legs: [
              { eventId: 'fix-1', marketId: 'winner', selectionId: 'draw', odds100: 400, phase: 'prematch' },
            ],
            stake: 1_000,
            acceptOdds: 'none',
          },
        }),
      });
      expect(placed.status).toBe(200);
      const betId = ((await placed.json()) as Json).bets[0].id as string;
      const { book } = other.games.sports;
      const settle = async () => {
        await book.settle();
        await other.games.wallet.idle();
      };
      feed.finish('fix-1', goals(2, 1));
      await settle();
      expect(await platform.balance(wallet(launched))).toBe(before - 1_000n);
      // Corrected to a draw: the return (4,000) is paid as a second win of the difference.
      feed.finish('fix-1', goals(1, 1), 2);
      await settle();
      await settle();
      expect(await platform.balance(wallet(launched))).toBe(before + 3_000n);
      // Corrected back: the lower return is recorded as owed, the wallet is not debited.
      feed.finish('fix-1', goals(2, 1), 3);
      await settle();
      expect(await platform.balance(wallet(launched))).toBe(before + 3_000n);
      expect(book.ctx.store.get(betId)).toMatchObject({ paid: 4_000, clawback: 4_000, settledReturn: 0 });
      expect(await payments(betId)).toEqual([
        { kind: 'bet', amount: '1000' },
        { kind: 'win', amount: '0' },
        { kind: 'win', amount: '4000' },
      ]);
      await auditProviderLedger(platform.db);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses stale odds, stakes over the limits or the balance, suspended markets and bets after kick-off', async () => {
    const launched = await launchThroughProvider(platform, game('APEXSB_0002'));
    await fetch(launched.url, { redirect: 'manual' });
    const before = await platform.balance(wallet(launched));
    const [leg] = (await upcomingLegs(1)) as [Json];
    const refused = async (body: Json) => {
      const answer = await api('/api/sports/bets', launched, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      return answer.body.error as string;
    };
    expect(await refused(slip([{ ...leg, odds100: leg.odds100 + 7 }]))).toBe('slip.oddsChanged');
    expect(await refused(slip([leg], { stake: 2_000_001 }))).toBe('slip.stake.max');
    expect(await refused(slip([leg], { stake: Number(before) + 100 }))).toBe('slip.funds');
    // After kick-off: a leg priced before the start is refused.
    server.games.sports.clock.offset = leg.startsAt - clock.now() + 60_000;
    expect(await refused(slip([leg]))).toBe('slip.started');
    // A suspended market (a dangerous moment of a live football match): found by walking its clock.
    let suspended: Json | undefined;
    for (let step = 0; step < 400 && !suspended; step++) {
      const { body } = await api('/api/sports/events?state=live&sport=football&limit=50');
      for (const event of body as Json[]) {
        const market = event.markets.find((m: Json) => m.id === 'winner' && m.suspended);
        const selection = market?.selections.find((s: Json) => s.odds100);
        if (selection)
          suspended = {
            eventId: event.id,
            marketId: 'winner',
            selectionId: selection.id,
            odds100: selection.odds100,
            phase: 'live',
          };
      }
      if (!suspended) server.games.sports.clock.offset += 7_000;
    }
    expect(suspended, 'a suspended football market within 45 minutes of play').toBeDefined();
    expect(await refused(slip([suspended], { acceptOdds: 'any' }))).toBe('slip.suspended');
    server.games.sports.clock.offset = 0;
    expect(await platform.balance(wallet(launched))).toBe(before);
    await auditProviderLedger(platform.db);
  });

  it('races placements past the balance and settlement: no negative balance, every bet paid once', async () => {
    const launched = await launchThroughProvider(platform, game('KFSPORT_0001'), 'demomember');
    await fetch(launched.url, { redirect: 'manual' });
    const before = Number(await platform.balance(wallet(launched)));
    const legs = await upcomingLegs(6);
    const stake = Math.floor(before / 4) + 1; // four stakes are more than the balance
    const answers = await Promise.all(
      legs.map((leg, i) =>
        api('/api/sports/bets', launched, slip([leg], { stake, requestId: `race-bet-${i}` })),
      ),
    );
    const taken = answers.filter((a) => a.status === 200).flatMap((a) => a.body.bets as Json[]);
    expect(taken.length).toBe(3);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'slip.funds')).toBe(true);
    expect(Number(await platform.balance(wallet(launched)))).toBe(before - 3 * stake);

    const lastStart = Math.max(...legs.map((leg) => leg.startsAt));
    server.games.sports.clock.offset = lastStart - clock.now() + 6 * 3_600_000;
    await Promise.all([
      server.games.sports.book.settle(),
      server.games.sports.book.settle(),
      ...taken.map((bet) => server.games.sports.book.settleBet(bet.id)),
    ]);
    await server.games.wallet.idle();
    let returned = 0;
    for (const bet of taken) {
      const rows = await payments(bet.id);
      expect(rows.filter((row) => row.kind === 'win').length, bet.id).toBe(1);
      returned += Number(rows.find((row) => row.kind === 'win')?.amount ?? 0);
    }
    expect(Number(await platform.balance(wallet(launched)))).toBe(before - 3 * stake + returned);
    const report = (
      await fetch(`${base()}/api/sports/operator/report?mode=real`, {
        headers: { 'x-operator-secret': developmentProviderSecret },
      })
    ).json() as Promise<Json>;
    const rows = (await report).ggr as Json[];
    expect(rows.reduce((sum: number, row: Json) => sum + row.stake, 0)).toBeGreaterThanOrEqual(3 * stake);
    expect((await fetch(`${base()}/api/sports/operator/report`)).status).toBe(403);
    server.games.sports.clock.offset = 0;
    await auditProviderLedger(platform.db);
  });
});
