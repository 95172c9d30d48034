import type { FastifyInstance } from 'fastify';
import { GameError } from '../errors.ts';
import { gameDetail, gameSummary } from './views.ts';

/** `GET /api/games`: the games this server plays; `GET /api/game/:gameCode`: one game in full. */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/games', async () => {
    const { catalog } = app.games;
    const games = catalog.list().flatMap((ref) => {
      const game = catalog.playable(ref.gameCode);
      return game ? [gameSummary(catalog, game)] : [];
    });
    return { games };
  });

  app.get<{ Params: { gameCode: string } }>('/api/game/:gameCode', async (request) => {
    const { catalog } = app.games;
    const { gameCode } = request.params;
    const game = catalog.playable(gameCode);
    if (!game) throw new GameError(catalog.find(gameCode) ? 'game.unavailable' : 'game.unknown', {}, 404);
    return gameDetail(catalog, game);
  });
}
