import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate } from 'superstruct';
import { Sportsbook } from '../book.ts';
import type { BookConfig } from '../config.ts';
import { SimulatedFeed } from '../feed/simulated.ts';
import { type OddsFeed, type SportId, sportIds } from '../feed/types.ts';
import type { Clock, Member, MoneyPort } from '../ports.ts';
import { offeredMarkets } from '../slip/check.ts';
import { JournalBetStore } from '../store/journal.ts';
import type { BetStore } from '../store/types.ts';
import { sportsbookLocale } from '../strings.ts';
import { sportsbookPage, sportsbookSecurityHeaders } from './page.ts';
import { cashoutBody, slipBody } from './schemas.ts';
import { wireBet, wireEvent, wireQuote } from './wire.ts';

export interface SportsbookRouteDeps {
  money: MoneyPort;
  clock: Clock;
  /** The book keeps its bet journal (and the simulated feed's secret) in `<dataDir>/sportsbook/`. */
  dataDir: string;
  /** Who a launch token belongs to, or undefined for an unknown or ended session. */
  session(token: string): Member | undefined | Promise<Member | undefined>;
  /** A real feed; by default the simulated one, keyed by a secret kept in the data dir. */
  feed?: OddsFeed;
  store?: BetStore;
  config?: Partial<BookConfig>;
  /** How often results are settled, ms (10 s); 0 leaves it to the caller (`book.settle()`). */
  settleEveryMs?: number;
}

export const assetsDir = join(import.meta.dirname, 'assets');

/** The simulated feed's key: made once per data dir, so a restart shows the same matches. */
export async function feedSecret(dataDir: string): Promise<string> {
  const dir = join(dataDir, 'sportsbook');
  const file = join(dir, 'feed-secret');
  const known = await readFile(file, 'utf8').catch(() => '');
  if (/^[0-9a-f]{64}$/.test(known.trim())) return known.trim();
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

const problem = (
  reply: FastifyReply,
  status: number,
  key: string,
  values?: Record<string, string | number>,
) => reply.code(status).send({ error: key, ...(values ? { values } : {}) });

/** The launch token from the body, `Authorization: Bearer`, or `x-session-token`. */
export function tokenOf(request: FastifyRequest, body?: { token?: string }): string | undefined {
  if (body?.token) return body.token;
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  const named = request.headers['x-session-token'];
  return typeof named === 'string' ? named : undefined;
}

const sportOf = (value: unknown): SportId | undefined =>
  typeof value === 'string' && (sportIds as readonly string[]).includes(value)
    ? (value as SportId)
    : undefined;

/**
 * The sportsbook's routes: `GET /api/sports/sports | leagues | events | events/:id` (events take
 * `state=live|upcoming|ended`, `sport`, `league`, `kind=match|outright`, `lane=sports|esports`,
 * `limit`),
 * `POST /api/sports/slip/quote`, `POST /api/sports/bets`, `GET /api/sports/bets?state=open|settled`,
 * `POST /api/sports/bets/:id/cashout`, the page `GET /sports` and its assets under
 * `/sports/assets/`. Errors answer `{ error: <i18n key>, values? }`. Resolves to the book (the
 * runtime may settle or report through it); settlement runs every `settleEveryMs` until close.
 */
export async function sportsbookRoutes(app: FastifyInstance, deps: SportsbookRouteDeps): Promise<Sportsbook> {
  const feed = deps.feed ?? new SimulatedFeed({ secret: await feedSecret(deps.dataDir) });
  const store = deps.store ?? (await JournalBetStore.open(deps.dataDir));
  const book = new Sportsbook({ feed, store, money: deps.money, clock: deps.clock, config: deps.config });
  const leagues = new Map(feed.leagues().map((league) => [league.id, league]));
  const esports = new Set(feed.sports().flatMap((sport) => (sport.esport ? [sport.id] : [])));
  const now = () => deps.clock.now();

  const member = async (request: FastifyRequest, body?: { token?: string }) => {
    const token = tokenOf(request, body);
    return token ? await deps.session(token) : undefined;
  };

  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/sports/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/[\w-]+\.(js|css)$/.test(path),
    setHeaders: (response) => {
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('cache-control', 'no-cache');
    },
  });

  app.get<{ Querystring: { lang?: string } }>('/sports', async (request, reply) => {
    reply.headers(sportsbookSecurityHeaders).type('text/html; charset=utf-8');
    return sportsbookPage(sportsbookLocale(request.query.lang));
  });

  app.get('/api/sports/sports', async () => {
    const at = now();
    const live = feed.events({ now: at, status: 'live', kind: 'match' });
    const upcoming = feed.events({ now: at, status: 'upcoming', kind: 'match' });
    return feed.sports().map((sport) => ({
      ...sport,
      live: live.filter((e) => e.sport === sport.id).length,
      upcoming: upcoming.filter((e) => e.sport === sport.id).length,
    }));
  });

  app.get<{ Querystring: { sport?: string } }>('/api/sports/leagues', async (request) =>
    feed.leagues(sportOf(request.query.sport)),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/sports/events',
    async (request, reply) => {
      const { state = 'upcoming', sport, league, kind, limit, lane } = request.query;
      if (!['live', 'upcoming', 'ended'].includes(state)) return problem(reply, 400, 'request.invalid');
      if (sport !== undefined && !sportOf(sport)) return problem(reply, 400, 'request.invalid');
      if (kind !== undefined && kind !== 'match' && kind !== 'outright')
        return problem(reply, 400, 'request.invalid');
      if (lane !== undefined && lane !== 'sports' && lane !== 'esports')
        return problem(reply, 400, 'request.invalid');
      const count = Math.min(200, Math.max(1, Number(limit) || 50));
      const who = await member(request);
      const at = now();
      const events = feed
        .events({
          now: at,
          status: state as 'live' | 'upcoming' | 'ended',
          ...(sport ? { sport: sport as SportId } : {}),
          ...(league ? { league } : {}),
          kind: (kind as 'match' | 'outright' | undefined) ?? 'match',
        })
        .filter((event) => lane === undefined || esports.has(event.sport) === (lane === 'esports'))
        .slice(0, count);
      return events.map((event) =>
        wireEvent(
          feed,
          event,
          at,
          offeredMarkets(book.ctx, event.id, at, who?.brand, event.kind === 'match'),
          leagues,
        ),
      );
    },
  );

  app.get<{ Params: { id: string } }>('/api/sports/events/:id', async (request, reply) => {
    const event = feed.event(request.params.id);
    if (!event) return problem(reply, 404, 'event.unknown');
    const who = await member(request);
    const at = now();
    const result = feed.result(event.id, at);
    return {
      ...wireEvent(feed, event, at, offeredMarkets(book.ctx, event.id, at, who?.brand), leagues),
      ...(result ? { result } : {}),
    };
  });

  app.post('/api/sports/slip/quote', async (request, reply) => {
    const [error, body] = validate(request.body, slipBody);
    if (error) return problem(reply, 400, 'request.invalid');
    const who = await member(request, body);
    return wireQuote(book.quote(who, body.slip));
  });

  app.post('/api/sports/bets', async (request, reply) => {
    const [error, body] = validate(request.body, slipBody);
    if (error) return problem(reply, 400, 'request.invalid');
    const who = await member(request, body);
    if (!who) return problem(reply, 401, 'session.ended');
    const result = await book.place(who, body.slip);
    if (!result.ok)
      return reply.code(409).send({
        error: result.problems[0]?.key ?? 'slip.closed',
        problems: result.problems,
        bets: result.bets.map((bet) => wireBet(bet)),
        ...(result.quote ? { quote: wireQuote(result.quote) } : {}),
      });
    return { bets: result.bets.map((bet) => wireBet(bet)), repeated: result.repeated === true };
  });

  app.get<{ Querystring: { state?: string } }>('/api/sports/bets', async (request, reply) => {
    const state = request.query.state ?? 'open';
    if (state !== 'open' && state !== 'settled') return problem(reply, 400, 'request.invalid');
    const who = await member(request);
    if (!who) return problem(reply, 401, 'session.ended');
    return book.bets(who.user, state).map((bet) => {
      const offer = state === 'open' ? book.cashoutOffer(bet) : undefined;
      return wireBet(bet, offer?.ok ? offer.amount : undefined);
    });
  });

  app.post<{ Params: { id: string } }>('/api/sports/bets/:id/cashout', async (request, reply) => {
    const [error, body] = validate(request.body ?? {}, cashoutBody);
    if (error) return problem(reply, 400, 'request.invalid');
    const who = await member(request, body);
    if (!who) return problem(reply, 401, 'session.ended');
    const result = await book.cashOut(who, request.params.id, body.expected);
    if (!result.ok)
      return problem(
        reply,
        result.reason === 'cashout.unknown' ? 404 : 409,
        result.reason,
        result.amount !== undefined ? { amount: result.amount } : undefined,
      );
    return { bet: wireBet(result.bet), amount: result.amount };
  });

  const every = deps.settleEveryMs ?? 10_000;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      book
        .settle()
        .catch((error: unknown) => app.log.error({ err: error }, 'sportsbook settlement'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return book;
}
