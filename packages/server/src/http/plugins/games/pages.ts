import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedGames } from '../../../domain/games/catalogue.ts';
import { fail } from '../../../errors.ts';
import { playAssetsDir } from '../../../files.ts';
import { pageLanguage, playPage, playSecurityHeaders } from '../../../play/page.ts';
import type { DomainPlugin } from '../../plugin.ts';

const assetTypes: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The demo game pages (/play/<kind>/:gameCode) and their scripts and style. */
export const pagesPlugin: DomainPlugin = async (app) => {
  const games = sharedGames();
  const assets = new Map(
    readdirSync(playAssetsDir)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => [name, readFileSync(join(playAssetsDir, name), 'utf8')]),
  );

  app.get<{ Params: { file: string } }>('/play/assets/:file', async (request, reply) => {
    const body = assets.get(request.params.file) ?? fail('notFound');
    const type = assetTypes[request.params.file.split('.').pop() ?? ''] ?? 'text/plain';
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  });

  app.get<{ Params: { kind: string; gameCode: string }; Querystring: { language?: string } }>(
    '/play/:kind/:gameCode',
    async (request, reply) => {
      const game = games.byCode.get(request.params.gameCode);
      if (!game?.demo || game.demo !== request.params.kind) return fail('notFound');
      return reply
        .type('text/html; charset=utf-8')
        .headers(playSecurityHeaders)
        .send(playPage(game.demo, game.gameName, pageLanguage(request.query.language)));
    },
  );
};
