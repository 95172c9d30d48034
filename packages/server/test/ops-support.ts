import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { StartConfig } from '../src/config.ts';
import type { Context } from '../src/context.ts';
import type { Database } from '../src/db/database.ts';
import { buildApp } from '../src/http/app.ts';
import { openReadyDatabase } from '../src/runtime.ts';
import { backends } from './support/backends.ts';
import { testConfig } from './support/harness.ts';
import { admin, databaseUrl, postgresUrl } from './support/postgres-template.ts';

export { admin, postgresUrl };

/** Whether the ops tests run: PostgreSQL answered the global setup. */
export const hasPostgres = backends.includes('postgres');

export interface Schema {
  name: string;
  /** postgresUrl with the schema as every connection's search_path, as an operator would set DATABASE_URL. */
  url: string;
  drop: () => Promise<void>;
}

/** An empty schema of its own (nothing migrated), dropped afterwards. */
export async function freshSchema(prefix: string): Promise<Schema> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await admin((client) => client.query(`CREATE SCHEMA ${name}`));
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    name,
    url: url.href,
    drop: () => admin((client) => client.query(`DROP SCHEMA ${name} CASCADE`)).then(() => undefined),
  };
}

export interface TestDatabase {
  name: string;
  /** postgresUrl with this database. */
  url: string;
  drop: () => Promise<void>;
}

/**
 * An empty database of its own, for tests that end its connections or refuse new ones (which a
 * schema in the shared database could not do without disturbing other tests), dropped afterwards.
 */
export async function freshDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: databaseUrl(name),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Ends every connection to `database` but the caller's; how many were ended. */
export const endConnections = (database: string) =>
  admin(
    async (client) =>
      (
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        )
      ).rowCount ?? 0,
  );

export interface Instance {
  app: FastifyInstance;
  db: Database;
  ctx: Context;
  url: string;
  close: () => Promise<void>;
}

/** One server instance as main.ts starts it (migrate and seed under the lock, then listen), on a free port. */
export async function startInstance(
  databaseUrl: string,
  config: Partial<StartConfig> = {},
): Promise<Instance> {
  const start: StartConfig = {
    ...testConfig,
    gamesTickMs: 0,
    drainMs: 0,
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    siteDir: '',
    databaseUrl,
    ...config,
  };
  const { ctx, db } = await openReadyDatabase(start);
  const app = await buildApp({ db, clock: ctx.clock, config: { ...start, siteDir: undefined } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    ctx,
    url,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the process printed so far (JSON log lines in production). */
  lines: string[];
  exited: Promise<number | null>;
}

const serverDir = new URL('..', import.meta.url).pathname;

/** src/main.ts as its own process (tsx), API only, on a free port; resolves once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--api-only'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${lines.join('\n')}`)), 60_000);
    const read = (stream: NodeJS.ReadableStream | null) =>
      createInterface({ input: stream ?? Readable.from([]) }).on('line', (line) => {
        lines.push(line);
        const address = line.match(/PlaySite server on (http:\/\/[\d.:]+)/)?.[1];
        if (address) {
          clearTimeout(timer);
          resolve(address);
        }
      });
    read(child.stdout);
    read(child.stderr);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${lines.join('\n')}`)));
  });
  return { url, child, lines, exited };
}
