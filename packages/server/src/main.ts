import { configOrExit, databaseUrlProblem } from './config.ts';
import { buildApp } from './http/app.ts';
import { shutDown } from './ops/shutdown.ts';
import { announceServer, openReadyDatabase } from './runtime.ts';

/**
 * `start` serves the API and the built site (packages/site/dist) on one port; `dev` (--api-only)
 * serves the API alone for the Vite dev server's proxy. The environment (PORT, HOST, DATA_DIR,
 * DATABASE_URL, SITE_DIR, NODE_ENV, TRUST_PROXY, GAMES_TICK_MS, DRAIN_MS) is read and checked by config.ts;
 * a bad value stops the start with a message naming it.
 */
const started = Date.now();
const apiOnly = process.argv.includes('--api-only');
const config = configOrExit();

/** The database, migrated and seeded; a DATABASE_URL that can not be used stops the start with one line. */
async function readyDatabase() {
  try {
    return await openReadyDatabase(config);
  } catch (error) {
    const problem = config.databaseUrl ? databaseUrlProblem(config.databaseUrl, error) : undefined;
    if (!problem) throw error;
    console.error(problem);
    process.exit(1);
  }
}

const { ctx, db } = await readyDatabase();
const siteDir = apiOnly ? undefined : config.siteDir;
const app = await buildApp({ db, clock: ctx.clock, config: { ...config, siteDir } });
const address = await app.listen({ port: config.port, host: config.host });
const forget = config.databaseUrl ? () => undefined : announceServer(config.dataDir, address);

const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(
  `PlaySite server on ${address} — ${apiOnly ? 'API only' : `site from ${siteDir}`}; ${storage}; ` +
    `${config.production ? 'production' : 'development (operator API and outbox on)'}; ready in ${Date.now() - started} ms`,
);

/** A stop signal drains (DRAIN_MS), finishes the requests in flight, releases leadership, then exits; a second one exits at once. */
const forceAfterMs = config.drainMs + 15_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) process.exit(1);
  closing = true;
  forget();
  app.log.info({ signal }, 'stopping');
  setTimeout(() => {
    console.error(`PlaySite server: not stopped ${forceAfterMs} ms after ${signal}; exiting`);
    process.exit(1);
  }, forceAfterMs).unref();
  await shutDown(app, db, { drainMs: config.drainMs, log: (message) => app.log.info(message) });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
