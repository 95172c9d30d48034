import type { FastifyInstance } from 'fastify';
import { create, size, string, type } from 'superstruct';
import { checkedBet, placedBet, requestId, sessionGame, sessionOf, token } from './input.ts';

const roundBody = type({ token, gameCode: size(string(), 1, 128), bet: placedBet, requestId });
/** An action is `{ type, …kind-specific fields }` (a tile to open, a hand to split). */
const actBody = type({ token, action: type({ type: size(string(), 1, 64) }), requestId });

/**
 * Instant rounds: `POST /api/round {token, gameCode, bet, requestId?}` plays a round (or opens a
 * multi-step one); `POST /api/round/:id/act {token, action, requestId?}` makes a decision.
 * Answer: `{ round, gameCode, done, view, stake, win, balance?, winPending?, fair }`.
 */
export async function roundRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/round', async (request) => {
    const body = create(request.body, roundBody);
    const session = sessionOf(app.games, body.token);
    const game = sessionGame(app.games, session, body.gameCode);
    return app.games.instant.start(session, game, checkedBet(body.bet), body.requestId);
  });

  app.post<{ Params: { id: string } }>('/api/round/:id/act', async (request) => {
    const body = create(request.body, actBody);
    const session = sessionOf(app.games, body.token);
    sessionGame(app.games, session, session.gameCode);
    return app.games.instant.act(session, request.params.id, body.action, body.requestId);
  });
}
