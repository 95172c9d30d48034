import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Clock } from '../clock.ts';
import { type ServerConfig, serverTimeouts } from '../config.ts';
import type { Context } from '../context.ts';
import type { Database } from '../db/database.ts';
import { loadRsaKey } from '../domain/keys.ts';
import { ApiError } from '../errors.ts';
import { imagesDir } from '../files.ts';
import { installOps } from '../ops/plugin.ts';
import { requestIdOf } from '../ops/request-id.ts';
import type { RsaKey } from '../security/legacy-cipher.ts';
import { installBrands } from './brands.ts';
import { installDevGuard } from './dev-guard.ts';
import { failureBody, installErrorHandler } from './envelope.ts';
import { installInputGuard } from './input-guard.ts';
import type { DomainOptions, DomainPlugin } from './plugin.ts';
import { agentPlugin } from './plugins/agent.ts';
import { backofficePlugin } from './plugins/backoffice/index.ts';
import { installBackofficeStatic } from './plugins/backoffice/static.ts';
import { compatHooksPlugin, compatRoutesPlugin } from './plugins/compat/index.ts';
import { contentPlugin } from './plugins/content.ts';
import { engagementPlugin } from './plugins/engagement.ts';
import { gamePlugins } from './plugins/games/index.ts';
import { mediaPlugin } from './plugins/media.ts';
import { memberPlugin } from './plugins/member.ts';
import { moneyPlugins } from './plugins/money/index.ts';
import { noticesPlugin } from './plugins/notices.ts';
import { devPlugin, operatorPlugin } from './plugins/operator.ts';
import { profilePlugin } from './plugins/profile.ts';
import { providerPlugin } from './plugins/provider/index.ts';
import { rememberPlugin } from './plugins/remember.ts';
import { responsiblePlugin } from './plugins/responsible.ts';
import { roomsPlugin } from './plugins/rooms.ts';
import { sessionPlugin } from './plugins/session.ts';
import { socialPlugin } from './plugins/social.ts';
import { supportPlugin } from './plugins/support.ts';
import { systemPlugin } from './plugins/system.ts';
import { walletPlugin } from './plugins/wallet.ts';
import { installSecurityHeaders } from './security-headers.ts';

export interface AppDeps {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  /** More domain plugins (games, lottery… of later issues), registered after the account ones. */
  plugins?: DomainPlugin[];
}

/** Paths that belong to the API: an unknown one answers with an envelope, never the SPA page. */
const apiPrefixes = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/__operator/',
  '/__dev/',
  '/media/',
  '/games/',
  '/play/',
  '/provider/',
  '/backoffice/api/',
];

/** The Fastify app: one plugin per domain, the envelope everywhere, the built site when configured. */
export async function buildApp({ db, clock, config, plugins = [] }: AppDeps): Promise<FastifyInstance> {
  const ctx: Context = { db, clock, config };
  const app = Fastify({
    // Hop i = 0 is the TCP peer: trusting hops below n takes the client from the n-th
    // X-Forwarded-For entry counted from the end. (Fastify 5 ignores a bare number.)
    trustProxy: config.trustProxy > 0 && ((_address: string, hop: number) => hop < config.trustProxy),
    logger: { level: config.logLevel },
    // One log line per request, written by installOps with its id (X-Request-Id).
    genReqId: requestIdOf,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
  });
  installErrorHandler(app);
  await installOps(app, ctx);
  installSecurityHeaders(app);
  installInputGuard(app);
  // Before any plugin, so every development route (the social stand-in's too) is guarded.
  if (!config.production) installDevGuard(app);
  await app.register(formbody);
  await app.register(cookie);

  let rsaKey: Promise<RsaKey> | undefined;
  const options: DomainOptions = {
    ctx,
    rsaKey: () => {
      rsaKey ??= loadRsaKey(ctx);
      return rsaKey;
    },
  };
  const domains = [
    compatHooksPlugin,
    systemPlugin,
    sessionPlugin,
    memberPlugin,
    walletPlugin,
    noticesPlugin,
    mediaPlugin,
    ...gamePlugins,
    ...moneyPlugins,
    engagementPlugin,
    profilePlugin,
    roomsPlugin,
    socialPlugin,
    rememberPlugin,
    agentPlugin,
    contentPlugin,
    supportPlugin,
    providerPlugin,
    backofficePlugin,
    responsiblePlugin,
    ...plugins,
    compatRoutesPlugin,
  ];
  for (const plugin of domains) {
    await app.register(plugin, options);
  }
  if (!config.production) {
    await app.register(operatorPlugin, options);
    await app.register(devPlugin, options);
  }

  // The platform's image host (the status call's imageCDNs): the reference server is its own.
  await app.register(fastifyStatic, { root: imagesDir, prefix: '/images/', decorateReply: false });

  await installBackofficeStatic(app);
  const siteDir = config.siteDir;
  const hasSite = siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
  const sendPage = installBrands(app, ctx, hasSite ? siteDir : undefined);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      // index.html is a template: every page is served in its host's brand (sendPage).
      index: false,
      allowedPath: (path) => path !== '/index.html',
      // The site build writes .br and .gz beside each file (packages/site/build/precompress.ts).
      preCompressed: true,
      // Hashed file names never change content: browsers may keep them for a year; pages revalidate.
      cacheControl: false,
      setHeaders: (response, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    // SPA history fallback: any other GET that wants a page gets index.html. A missing asset
    // stays a 404, but page routes such as /register.html (docs/product.md § Routes) are
    // the site's.
    const isPage = !/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html');
    if (hasSite && !isApi && request.method === 'GET' && isPage) {
      return sendPage(request, reply);
    }
    return reply.status(404).send(failureBody(new ApiError('notFound')));
  });
  return app;
}
