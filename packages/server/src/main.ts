import { join } from 'node:path';
import { repoRoot } from './config.ts';
import { buildApp } from './http/app.ts';
import { announceServer, openReadyDatabase } from './runtime.ts';

/**
 * `start` serves the API and the built site (packages/site/dist) on one port; `dev` (--api-only)
 * serves the API alone for the Vite dev server's proxy. PORT (8080), HOST (127.0.0.1), DATA_DIR
 * (.data), DATABASE_URL (PostgreSQL instead of PGlite), SITE_DIR, NODE_ENV.
 */
const started = Date.now();
const apiOnly = process.argv.includes('--api-only');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const { ctx, db, dataDir } = await openReadyDatabase();
const siteDir = apiOnly ? undefined : (process.env.SITE_DIR ?? join(repoRoot, 'packages/site/dist'));
const app = await buildApp({ db, clock: ctx.clock, config: { ...ctx.config, siteDir } });
const address = await app.listen({ port, host });
const forget = process.env.DATABASE_URL ? () => undefined : announceServer(dataDir, address);

const storage = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
console.log(
  `PlaySite server on ${address} — ${apiOnly ? 'API only' : `site from ${siteDir}`}; ${storage}; ` +
    `${ctx.config.production ? 'production' : 'development (operator API and outbox on)'}; ready in ${Date.now() - started} ms`,
);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  forget();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
