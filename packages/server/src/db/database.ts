import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something that runs one parameterised SQL statement: the database or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool, for session-level advisory locks
   * (migrations, leader election); its loss releases them. Undefined on PGlite (one process).
   */
  session?: () => Promise<DatabaseSession>;
  /** PostgreSQL only: the pool's connections (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * LISTEN on a channel (NOTIFY from any connection, so from any instance on PostgreSQL); on
   * PostgreSQL a connection of its own, whose loss resolves `lost`.
   */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<Listener>;
}

/** A LISTEN in force; `lost` resolves when its connection ends (never on PGlite). */
export interface Listener {
  readonly lost: Promise<void>;
  close(): Promise<void>;
}

const channelName = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  return channel;
};

/** A dedicated connection; `lost` resolves when it ends or fails (a dead server, a killed backend). */
export interface DatabaseSession extends Queryable {
  readonly lost: Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const parseInt8 = (value: string): bigint => BigInt(value);

/**
 * PGlite in a folder (or in memory when dataDir is undefined). One process per folder.
 * `template` is a dump (`dumpDataDir`) to start from instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await createPglite(dataDir, template));
}

export function createPglite(dataDir?: string, template?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    parsers: { [INT8_OID]: parseInt8 },
    ...(template ? { loadDataDir: template } : {}),
  });
}

export function wrapPglite(db: PGlite): Database {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(sql, [...params])).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, [...params])).rows;
          },
        }),
      ),
    close: () => db.close(),
    async listen(channel, onNotify) {
      const stop = await db.listen(channelName(channel), onNotify);
      return { lost: new Promise<void>(() => undefined), close: () => stop() };
    },
  };
}

/**
 * How long a statement waits for a pooled connection (all ten busy, or PostgreSQL slow to accept a
 * new one) before it fails: without a bound node-postgres waits for ever, so a stuck pool or an
 * unanswering database held requests until the 60 s request deadline. 30 s is far above a loaded
 * pool's waits (bench:wallet's p99 is under 1 s) and what a new connection took on the shared
 * 2-core machine at load 15 (10 s failed connects there), and inside that deadline; the request
 * then answers 503 with Retry-After.
 */
export const poolConnectTimeoutMs = 30_000;

/** The error a statement gets when no pooled connection came in time (a 503, see ops/database-errors). */
export class PoolTimeoutError extends Error {
  /** The code of a timed-out connection, so the server answers 503 "database unavailable". */
  readonly code = 'ETIMEDOUT';
  constructor(timeoutMs: number, stats: { total: number; waiting: number }) {
    super(
      `Database pool: no connection within ${timeoutMs} ms (${stats.total} open, ${stats.waiting} waiting)`,
    );
    this.name = 'PoolTimeoutError';
  }
}

/** PostgreSQL through a pool; `schema` confines every connection to one schema (tests use a fresh one). */
export async function openPostgres(
  url: string,
  schema?: string,
  { connectTimeoutMs = poolConnectTimeoutMs }: { connectTimeoutMs?: number } = {},
): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format),
  };
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  // JIT off: the server's statements are short, and PostgreSQL's estimate of a recursive team
  // query (agent centre) is so high that JIT compiled it for ~0.5 s on every call. work_mem 16MB:
  // a 10,000-member team's week of rounds (50,000 member × category sums) sorted on disk at the
  // default 4MB, ~2x slower (pnpm bench:agents, EXPLAIN ANALYZE). Ten pooled connections.
  const connection = {
    connectionString: url,
    types,
    options: ['-c jit=off', '-c work_mem=16MB', ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  };
  const pool = new pg.Pool({ ...connection, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // pg-pool's own timeouts: a bare 'timeout exceeded when trying to connect' (waiting for a free
  // connection) or 'Connection terminated due to connection timeout' (opening a new one).
  const clear = (error: unknown): never => {
    if (
      error instanceof Error &&
      /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/.test(
        error.message,
      )
    )
      throw new PoolTimeoutError(connectTimeoutMs, { total: pool.totalCount, waiting: pool.waitingCount });
    throw error;
  };
  // An idle client that fails (the server restarted) is dropped by the pool; without a listener
  // the 'error' event would end the process.
  pool.on('error', () => undefined);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) =>
    (await client.query(sql, [...params])).rows as Row[];
  return {
    kind: 'postgres',
    query: <Row>(sql: string, params: readonly unknown[] = []) => run<Row>(pool, sql, params).catch(clear),
    async exec(sql) {
      await pool.query(sql).catch(clear);
    },
    async transaction(fn) {
      const client = await pool.connect().catch(clear);
      // PostgreSQL ending the connection while the transaction holds it (a restart, an
      // administrator) makes the client emit 'error', which would end the process without a
      // listener; the statement in progress fails anyway, and the dead client leaves the pool.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params = []) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: Error) => {
          lost ??= rollback;
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    close: () => pool.end(),
    session: () => openSession(connection),
    async listen(channel, onNotify) {
      const name = channelName(channel);
      const client = new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 5_000 });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      client.on('notification', (message) => {
        if (message.channel === name) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`LISTEN ${name}`);
      return { lost, close: () => client.end().catch(() => undefined) };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openSession(connection: pg.ClientConfig): Promise<DatabaseSession> {
  const client = new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 5_000 });
  const lost = new Promise<void>((resolve) => {
    client.on('error', () => resolve());
    client.on('end', () => resolve());
  });
  await client.connect();
  return {
    lost,
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await client.query(sql, [...params])).rows as Row[],
    close: () => client.end().catch(() => undefined),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
