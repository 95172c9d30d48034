import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/database.ts';
import { loadTemplate } from './template.ts';

export type Backend = 'pglite' | 'postgres';

const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachable = await postgresReachable();
if (unreachable) {
  console.warn(
    `[server tests] PostgreSQL at ${postgresUrl} not reachable (${unreachable}): PostgreSQL runs skipped.`,
  );
}

/** PGlite always; PostgreSQL when DATABASE_URL (or 127.0.0.1:5432/test) answers. */
export const backends: Backend[] = unreachable ? ['pglite'] : ['pglite', 'postgres'];

export interface TestDatabase {
  db: Database;
  drop: () => Promise<void>;
}

/** In-memory PGlite (from the seeded template when there is one), or a fresh PostgreSQL schema that is dropped afterwards. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite(undefined, loadTemplate());
    return { db, drop: () => db.close() };
  }
  const schema = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const db = await openPostgres(postgresUrl, schema);
  return {
    db,
    drop: async () => {
      await db.close();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
