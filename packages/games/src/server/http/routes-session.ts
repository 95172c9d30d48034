import type { FastifyInstance } from 'fastify';
import { create, size, string, type } from 'superstruct';
import { GameError, walletRefusal } from '../errors.ts';
import { clientSeedPattern } from '../fair/seeds.ts';
import { sessionOf, token, tokenBody } from './input.ts';

/**
 * `POST /api/session {token}`: checks the token with the platform (a balance call) and answers
 * what the page opens with; `POST /api/balance {token}`; the provably fair seeds of instant games
 * (`POST /api/fair`, `/api/fair/client-seed`, `/api/fair/rotate`). Tokens travel in bodies only.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const balanceOf = async (value: unknown) => {
    const session = sessionOf(app.games, value);
    const outcome = await app.games.wallet.balance(session);
    if (outcome.status !== 'RS_OK' || outcome.balance === undefined) throw walletRefusal(outcome);
    return { session, balance: outcome.balance };
  };

  app.post('/api/session', async (request) => {
    const body = create(request.body, tokenBody);
    const { session, balance } = await balanceOf(body.token);
    const { games } = app;
    const game = games.catalog.playable(session.gameCode);
    const instant = game?.kind.mode === 'instant';
    const openRound = instant ? games.instant.openRound(session.user, session.gameCode) : undefined;
    return {
      gameCode: session.gameCode,
      currency: session.currency,
      mode: session.mode,
      freePlay: session.mode !== 'real',
      ...(session.lobbyUrl ? { lobbyUrl: session.lobbyUrl } : {}),
      balance,
      ...(openRound ? { openRound } : {}),
      ...(instant
        ? {
            rounds: games.instant.recentRounds(session.user, session.gameCode),
            fair: games.fair.public(session.user),
          }
        : { bets: games.tables.myBets(session.user, session.gameCode) }),
    };
  });

  app.post('/api/balance', async (request) => {
    const body = create(request.body, tokenBody);
    const { balance } = await balanceOf(body.token);
    return { balance };
  });

  app.post('/api/fair', async (request) => {
    const session = sessionOf(app.games, create(request.body, tokenBody).token);
    return app.games.fair.public(session.user);
  });

  app.post('/api/fair/client-seed', async (request) => {
    const body = request.body as { clientSeed?: unknown } | undefined;
    if (typeof body?.clientSeed !== 'string' || !clientSeedPattern.test(body.clientSeed))
      throw new GameError('fair.clientSeed.invalid', {}, 400);
    const { clientSeed } = create(request.body, type({ token, clientSeed: size(string(), 1, 64) }));
    const session = sessionOf(app.games, create(request.body, tokenBody).token);
    return app.games.fair.setClientSeed(session.user, clientSeed);
  });

  app.post('/api/fair/rotate', async (request) => {
    const session = sessionOf(app.games, create(request.body, tokenBody).token);
    if (app.games.instant.hasOpenRound(session.user)) throw new GameError('fair.roundOpen');
    return app.games.fair.rotate(session.user);
  });
}
