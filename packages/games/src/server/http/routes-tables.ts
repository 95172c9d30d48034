import type { FastifyInstance } from 'fastify';
import { create, type } from 'superstruct';
import { GameError } from '../errors.ts';
import { checkedBet, placedBet, requestId, sessionGame, sessionOf, token, tokenBody } from './input.ts';
import { optionView } from './views.ts';

const betBody = type({ token, bet: placedBet, requestId });

/**
 * Scheduled tables: `GET /api/table/:gameCode` (public: round, phase, time left, commitment, the
 * last 20 results with their seeds, bet options), `POST /api/table/:gameCode/bet {token, bet}`
 * (betting phase only) and `POST /api/table/:gameCode/mine {token}` (the player's bets).
 */
export async function tableRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { gameCode: string } }>('/api/table/:gameCode', async (request) => {
    const { catalog, tables } = app.games;
    const game = catalog.playable(request.params.gameCode);
    if (!game)
      throw new GameError(
        catalog.find(request.params.gameCode) ? 'game.unavailable' : 'game.unknown',
        {},
        404,
      );
    const state = tables.state(game);
    return { ...state, betOptions: state.betOptions.map(optionView) };
  });

  const replies = new Map<string, Promise<unknown>>();
  app.post<{ Params: { gameCode: string } }>('/api/table/:gameCode/bet', async (request) => {
    const body = create(request.body, betBody);
    const session = sessionOf(app.games, body.token);
    const game = sessionGame(app.games, session, request.params.gameCode);
    const key = body.requestId && `${session.user}:${body.requestId}`;
    const known = key ? replies.get(key) : undefined;
    if (known) return known;
    const reply = app.games.tables.bet(session, game, checkedBet(body.bet));
    if (key) {
      replies.set(key, reply);
      reply.catch(() => replies.delete(key));
      if (replies.size > 5_000) replies.delete(replies.keys().next().value as string);
    }
    return reply;
  });

  app.post<{ Params: { gameCode: string } }>('/api/table/:gameCode/mine', async (request) => {
    const session = sessionOf(app.games, create(request.body, tokenBody).token);
    const game = sessionGame(app.games, session, request.params.gameCode);
    return { bets: app.games.tables.myBets(session.user, game.ref.gameCode) };
  });
}
