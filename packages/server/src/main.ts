import { configOrExit } from './config.ts';
import { buildApp } from './http/app.ts';
import { announceServer, openReadyDatabase } from './runtime.ts';

/**
 * `start` serves the API and the built site (packages/site/dist) on one port; `dev` (--api-only)
 * serves the API alone for the Vite dev server's proxy. The environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, SITE_DIR, NODE_ENV, TRUST_PROXY, GAMES_TICK_MS) is read and checked by config.ts;
 * a bad value stops the start with a message naming it.
 */
const started = Date.now();
const apiOnly = process.argv.includes('--api-only');
const config = configOrExit();

const { ctx, db } = await openReadyDatabase(config);
const siteDir = apiOnly ? undefined : config.siteDir;
const app = await buildApp({ db, clock: ctx.clock, config: { ...config, siteDir } });
const address = await app.listen({ port: config.port, host: config.host });
const forget = config.databaseUrl ? () => undefined : announceServer(config.dataDir, address);

const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `PlaySite server on ${address} — ${apiOnly ? 'API only' : `site from ${siteDir}`}; ${storage}; ` +
    `${config.production ? 'production' : 'development (operator API and outbox on)'}; ready in ${Date.now() - started} ms`,
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
