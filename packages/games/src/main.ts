import { gamesConfigOrExit } from './config.ts';
import { buildGameServer } from './server/http/app.ts';

/**
 * `pnpm --filter @playsite/games start`: the game server on GAMES_HOST:GAMES_PORT, calling the
 * platform's provider wallet API at PLATFORM_URL. The environment is read and checked by
 * config.ts; a bad value stops the start with a line naming it.
 */
const started = Date.now();
const config = gamesConfigOrExit();
const app = await buildGameServer({ config });
const address = await app.listen({ port: config.port, host: config.host });
const owed = app.games.wallet.owed;
console.log(
  `PlaySite game server on ${address} — wallet ${config.platformUrl} as ${config.providerId}/${config.keyId}; ` +
    `journal in ${config.dataDir}${owed ? ` (${owed} wallet calls owed, being sent)` : ''}; ` +
    `${config.production ? 'production' : 'development'}; ready in ${Date.now() - started} ms`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'stopping');
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
