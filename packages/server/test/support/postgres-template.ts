import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from '../../src/db/database.ts';
import { migrateAndSeedTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's migrated, seeded template database (global setup); absent when PostgreSQL does not answer. */
    postgresTemplate?: string;
  }
}

export const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Every test run builds its own template database, named playsite_tpl_<epoch seconds>_<random>,
 * and clones it as <template>_<random>: two runs at once never share or drop each other's.
 */
const prefix = 'playsite_tpl_';
const abandonedAfterSeconds = 86_400;

/** postgresUrl with another database. */
export function databaseUrl(database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Statements on a connection of its own to postgresUrl, closed afterwards. */
export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Null when PostgreSQL at url answers, else why not. */
export async function postgresProblem(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String(error) : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const suffix = () => randomBytes(4).toString('hex');

const dropDatabases = (names: string[]) =>
  admin(async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

/** Templates and clones of runs that ended without their teardown (killed) a day or more ago. */
async function dropAbandoned(): Promise<void> {
  const rows = await admin(
    async (client) =>
      (
        await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'playsite\\_tpl\\_%'`,
        )
      ).rows,
  );
  const cutoff = Date.now() / 1000 - abandonedAfterSeconds;
  await dropDatabases(
    rows.map((row) => row.datname).filter((name) => Number(name.slice(prefix.length).split('_')[0]) < cutoff),
  );
}

/**
 * Migrates and seeds a database of this run's own, once, for `clonePostgresTemplate`; the
 * returned drop removes it and any clone a test left behind.
 */
export async function buildPostgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  await dropAbandoned();
  const name = `${prefix}${Math.floor(Date.now() / 1000)}_${suffix()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openPostgres(databaseUrl(name));
  try {
    await migrateAndSeedTemplate(db);
  } finally {
    await db.close();
  }
  // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
  await admin((client) => client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`));
  const family = async () =>
    (
      await admin((client) =>
        client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
          name,
        ]),
      )
    ).rows.map((row) => row.datname);
  return { name, drop: async () => dropDatabases(await family()) };
}

/** A database of its own, copied from the migrated and seeded template (a file copy, no SQL replayed). */
export async function clonePostgresTemplate(
  template: string,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const name = `${template}_${suffix()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await openPostgres(databaseUrl(name));
  return {
    db,
    drop: async () => {
      await db.close();
      await dropDatabases([name]);
    },
  };
}
