import Fastify, { type FastifyInstance } from 'fastify';
import type { GamesConfig } from '../../config.ts';
import type { Sportsbook } from '../../sportsbook/book.ts';
import { Catalog, type CatalogSource } from '../catalog.ts';
import { type Clock, systemClock } from '../clock.ts';
import { FairSeeds } from '../fair/seeds.ts';
import { Journal } from '../journal/journal.ts';
import { InstantRounds } from '../rounds/instant.ts';
import { Sessions } from '../sessions.ts';
import { mountSportsbook, type SportsClock, type SportsOptions } from '../sports/mount.ts';
import { loadStrings, type StringTables } from '../strings.ts';
import { loadTableSecret, TableDraws } from '../tables/draws.ts';
import { Tables } from '../tables/tables.ts';
import { WalletClient, type WalletClientOptions } from '../wallet/client.ts';
import { installErrors } from './errors.ts';
import { gameRoutes } from './routes-games.ts';
import { pageRoutes } from './routes-pages.ts';
import { roundRoutes } from './routes-rounds.ts';
import { sessionRoutes } from './routes-session.ts';
import { tableRoutes } from './routes-tables.ts';

/** The game server's parts, for its routes and for tests (`app.games`). */
export interface GameRuntime {
  config: GamesConfig;
  clock: Clock;
  journal: Journal;
  wallet: WalletClient;
  sessions: Sessions;
  fair: FairSeeds;
  catalog: Catalog;
  instant: InstantRounds;
  tables: Tables;
  draws: TableDraws;
  strings: StringTables;
  /** The sportsbook (SPORTS and ESPORTS games) and its clock. */
  sports: { book: Sportsbook; clock: SportsClock };
  /** One scheduler pass: settles closed table rounds, finishes abandoned open rounds. */
  tick(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: GameRuntime;
  }
}

export interface GameServerOptions {
  config: GamesConfig;
  clock?: Clock;
  /** Wallet client settings over the config's (tests: short retry delays, a log). */
  wallet?: Partial<Pick<WalletClientOptions, 'retry' | 'timeoutMs' | 'log'>>;
  /** The games and the kinds that play them; default data/games.json and the registry. */
  games?: CatalogSource;
  /** The sportsbook's feed, book settings, settlement period and live-delay wait. */
  sports?: SportsOptions;
}

/**
 * The game server (Fastify): replays the journal of the previous run (what the wallet is owed,
 * open rounds, unsettled table bets, sessions, seeds), compacts it, then serves the pages and
 * the API. On ready it starts paying what is owed and the scheduler (every `config.tickMs`);
 * on close it stops both (what is still owed stays in the journal).
 */
export async function buildGameServer({
  config,
  clock = systemClock,
  wallet: walletOptions = {},
  games,
  sports: sportsOptions,
}: GameServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // The launch URL carries the session token: a logged request shows its path only.
            serializers: {
              req: (request) => ({ method: request.method, url: String(request.url).split('?')[0] }),
            },
          },
    bodyLimit: 64 * 1024,
  });

  const journal = Journal.open(config.dataDir);
  const wallet = new WalletClient({
    platformUrl: config.platformUrl,
    credentials: { providerId: config.providerId, keyId: config.keyId, secret: config.secret },
    timeoutMs: config.walletTimeoutMs,
    journal,
    log: app.log,
    ...walletOptions,
  });
  const catalog = new Catalog(games);
  const sessions = new Sessions(journal, clock);
  const fair = new FairSeeds(journal);
  const draws = new TableDraws(loadTableSecret(config.dataDir));
  const instant = new InstantRounds({
    journal,
    wallet,
    fair,
    clock,
    catalog,
    openRoundMaxMs: config.openRoundMaxMs,
  });
  const tables = new Tables({ journal, wallet, clock, catalog, draws });

  // The wallet first: the others ask it what became of their bets.
  const previous = journal.previous;
  wallet.replay(previous);
  sessions.replay(previous);
  fair.replay(previous);
  instant.replay(previous);
  tables.replay(previous);
  journal.compact([
    ...sessions.snapshot(),
    ...fair.snapshot(),
    ...wallet.snapshot(),
    ...instant.snapshot(),
    ...tables.snapshot(),
  ]);

  const tick = async () => {
    await Promise.all([tables.settleDue(), instant.finishAbandoned()]);
  };
  const runtime: GameRuntime = {
    config,
    clock,
    journal,
    wallet,
    sessions,
    fair,
    catalog,
    instant,
    tables,
    draws,
    strings: await loadStrings(),
    // Mounted below, once the routes are registered in order.
    sports: undefined as unknown as GameRuntime['sports'],
    tick,
  };
  app.decorate('games', runtime);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    wallet.start();
    if (config.tickMs > 0)
      timer = setInterval(() => {
        tick().catch((error: unknown) => app.log.error({ err: error }, 'scheduler pass failed'));
      }, config.tickMs);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    wallet.stop();
  });

  // Engines compute in bigint (exact ratios); a stray one in a view is sent as a number or text.
  app.setReplySerializer((payload) =>
    JSON.stringify(payload, (_key, value) =>
      typeof value === 'bigint'
        ? value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(value)
          : String(value)
        : value,
    ),
  );
  installErrors(app);
  await app.register(pageRoutes);
  await app.register(gameRoutes);
  await app.register(sessionRoutes);
  await app.register(roundRoutes);
  await app.register(tableRoutes);
  runtime.sports = await mountSportsbook(app, { config, clock, sessions, wallet }, sportsOptions);
  app.get('/health', async () => ({ ok: true, owed: wallet.owed }));
  return app;
}
