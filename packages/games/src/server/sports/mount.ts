import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GamesConfig } from '../../config.ts';
import type { Sportsbook } from '../../sportsbook/book.ts';
import type { BookConfig } from '../../sportsbook/config.ts';
import type { OddsFeed } from '../../sportsbook/feed/types.ts';
import { sportsbookRoutes, tokenOf } from '../../sportsbook/http/routes.ts';
import type { Clock as BookClock, Member } from '../../sportsbook/ports.ts';
import type { Clock } from '../clock.ts';
import type { Sessions } from '../sessions.ts';
import type { WalletClient } from '../wallet/client.ts';
import { sportsGame } from './games.ts';
import { walletMoney } from './money.ts';

export interface SportsOptions {
  config?: Partial<BookConfig>;
  feed?: OddsFeed;
  /** How often results are settled, ms; default 5 s, 0 (also when `tickMs` is 0) = by `book.settle()`. */
  settleEveryMs?: number;
  /** The live-bet delay's wait (tests advance a manual clock instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
}

/** The book's clock: the server's, plus what an operator moved it on (development only). */
export interface SportsClock extends BookClock {
  offset: number;
}

/** The operator's secret (the provider secret): compared as hashes, in constant time. */
function operatorAllowed(request: FastifyRequest, secret: string): boolean {
  const given = request.headers['x-operator-secret'];
  if (typeof given !== 'string') return false;
  const hash = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(hash(given), hash(secret));
}

/**
 * Mounts the sportsbook: its money through the server's wallet client, its members from the
 * launch sessions of sports games (the token of `/play/<sports game>`), settlement every 5 s.
 * Adds `GET /api/sports/balance` (Bearer token: the wallet's balance) and the operator's routes (header `x-operator-secret: <provider secret>`):
 * `GET /api/sports/operator/report` (GGR per sport, liability per market of open bets) and,
 * outside production, `POST /api/sports/operator/advance {ms}` (moves the book's clock on and
 * settles: a match of 105 minutes finishes in a call).
 */
export async function mountSportsbook(
  app: FastifyInstance,
  parts: { config: GamesConfig; clock: Clock; sessions: Sessions; wallet: WalletClient },
  options: SportsOptions = {},
): Promise<{ book: Sportsbook; clock: SportsClock }> {
  const { config, sessions, wallet } = parts;
  const clock: SportsClock = {
    offset: 0,
    now: () => parts.clock.now() + clock.offset,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  const session = (token: string): Member | undefined => {
    const known = sessions.get(token);
    if (!known || !sportsGame(known.gameCode)) return undefined;
    return {
      user: known.user,
      currency: known.currency,
      mode: known.mode,
      brand: known.subPartner,
      launch: { token: known.token, gameCode: known.gameCode },
    };
  };
  const book = await sportsbookRoutes(app, {
    money: walletMoney(wallet),
    clock,
    dataDir: config.dataDir,
    session,
    settleEveryMs: options.settleEveryMs ?? (config.tickMs > 0 ? 5_000 : 0),
    ...(options.feed ? { feed: options.feed } : {}),
    ...(options.config ? { config: options.config } : {}),
  });

  app.get('/api/sports/balance', async (request, reply) => {
    const token = tokenOf(request) ?? '';
    const member = session(token);
    const known = sessions.get(token);
    if (!member || !known) return reply.code(401).send({ error: 'session.ended' });
    const outcome = await wallet.balance(known);
    if (outcome.status === 'RS_OK' && outcome.balance !== undefined)
      return { balance: outcome.balance, currency: member.currency };
    if (outcome.status === 'RS_ERROR_INVALID_TOKEN' || outcome.status === 'RS_ERROR_TOKEN_EXPIRED')
      return reply.code(401).send({ error: 'session.ended' });
    return reply.code(503).send({ error: 'slip.wallet' });
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/sports/operator/report',
    async (request, reply) => {
      if (!operatorAllowed(request, config.secret)) return reply.code(403).send({ error: 'operator.denied' });
      const { from, to, mode, currency } = request.query;
      const markets = new Map<string, { eventId: string; marketId: string }>();
      for (const bet of book.ctx.store.all())
        if (bet.state === 'open' || bet.state === 'placing' || bet.state === 'settling')
          for (const leg of bet.legs)
            markets.set(`${leg.eventId}\n${leg.marketId}`, { eventId: leg.eventId, marketId: leg.marketId });
      return {
        at: clock.now(),
        ggr: book.ggr({
          ...(from ? { from: Number(from) } : {}),
          ...(to ? { to: Number(to) } : {}),
          ...(mode ? { mode } : {}),
          ...(currency ? { currency } : {}),
        }),
        liability: [...markets.values()]
          .map(({ eventId, marketId }) => book.liability(eventId, marketId))
          .sort((a, b) => b.worst - a.worst),
      };
    },
  );

  if (!config.production)
    app.post<{ Body: { ms?: unknown } }>('/api/sports/operator/advance', async (request, reply) => {
      if (!operatorAllowed(request, config.secret)) return reply.code(403).send({ error: 'operator.denied' });
      const ms = request.body?.ms;
      if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > 7 * 86_400_000)
        return reply.code(400).send({ error: 'request.invalid' });
      clock.offset += ms;
      const settled = await book.settle();
      return { now: clock.now(), offset: clock.offset, settled };
    });

  return { book, clock };
}
