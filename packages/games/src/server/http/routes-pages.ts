import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { providerLaunchQuery } from '@playsite/api/provider';
import type { FastifyInstance } from 'fastify';
import { validate } from 'superstruct';
import { gamePage, noticePage, pageSecurityHeaders } from '../../pages/page.ts';
import { localeOf } from '../../pages/strings.ts';
import { sportsGame, sportsQuery } from '../sports/games.ts';

/** The page scripts and styles (vanilla ES modules and CSS, served as they are). */
export const pagesDir = join(import.meta.dirname, '../../pages');

const launchKeys = [
  'token',
  'user',
  'game_code',
  'currency',
  'sub_partner',
  'mode',
  'lang',
  'lobby_url',
] as const;

/** A lobby address worth linking: http(s) only. */
function lobbyUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  return ['http:', 'https:'].includes(new URL(value).protocol) ? value : undefined;
}

/**
 * `GET /play/:gameCode?token&user&game_code&currency&sub_partner&mode&lang&lobby_url`, the
 * platform's launch URL: opens the session and answers the game page (the page script takes the
 * token out of the address bar). Without a token (a reload after that) the page resumes the
 * session its tab kept. Unknown games and broken launch links get a page that says what to do.
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: pagesDir,
    prefix: '/assets/',
    index: false,
    allowedPath: (path) => /^\/[\w/-]+\.(js|css)$/.test(path),
    setHeaders: (response) => {
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('cache-control', 'no-cache');
    },
  });

  app.get<{ Params: { gameCode: string }; Querystring: Record<string, unknown> }>(
    '/play/:gameCode',
    async (request, reply) => {
      const { games } = app;
      const { gameCode } = request.params;
      const query = request.query;
      const locale = localeOf(query.lang);
      const t = games.strings[locale];
      const lobbyLink = (url: unknown) => {
        const href = lobbyUrl(url);
        return href ? { lobby: { url: href, label: t.backToLobby ?? 'Lobby' } } : {};
      };
      const launch = Object.fromEntries(
        launchKeys.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
      );
      const sports = sportsGame(gameCode);
      if (sports) {
        // A sports or esports game opens the one sportsbook, on its lane and sport.
        const page = new URLSearchParams({ lang: locale, ...sportsQuery(sports) });
        if (query.token !== undefined) {
          const [problem, valid] = validate(launch, providerLaunchQuery);
          if (problem || valid.game_code !== gameCode)
            return reply
              .headers(pageSecurityHeaders)
              .type('text/html; charset=utf-8')
              .code(400)
              .send(noticePage(gameCode, t['launch.invalid'] ?? '', locale, lobbyLink(query.lobby_url)));
          games.sessions.open(valid);
          page.set('token', valid.token);
          page.set('currency', valid.currency);
          page.set('mode', valid.mode);
          const lobby = lobbyUrl(valid.lobby_url);
          if (lobby) page.set('lobby_url', lobby);
          // The brand's tokens, read by the casino pages' theme script the book loads too.
          if (typeof query.theme === 'string' && /^[\w-]{1,4096}$/.test(query.theme))
            page.set('theme', query.theme);
        }
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`/sports?${page}`, 303);
      }
      reply.headers(pageSecurityHeaders).type('text/html; charset=utf-8');
      const ref = games.catalog.find(gameCode);
      if (!ref)
        return reply.code(404).send(
          noticePage(gameCode, t['game.unknown'] ?? '', locale, {
            ...lobbyLink(query.lobby_url),
            code: 'RS_ERROR_INVALID_GAME',
          }),
        );
      if (query.token !== undefined) {
        const [problem, valid] = validate(launch, providerLaunchQuery);
        if (problem || valid.game_code !== gameCode)
          return reply
            .code(400)
            .send(noticePage(ref.gameName, t['launch.invalid'] ?? '', locale, lobbyLink(query.lobby_url)));
        games.sessions.open(valid);
      }
      const game = games.catalog.playable(gameCode);
      if (!game)
        return reply.code(404).send(
          noticePage(ref.gameName, t['game.unavailable'] ?? '', locale, {
            ...lobbyLink(query.lobby_url),
            code: 'RS_ERROR_INVALID_GAME',
          }),
        );
      return gamePage({ gameCode, gameName: ref.gameName, mode: game.kind.mode, locale, strings: t });
    },
  );
}
