import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../files.ts';
import { releaseLock, takeLock } from '../ops/advisory-lock.ts';
import type { Database } from './database.ts';

/**
 * Applies every migrations/NNN_name.sql not yet applied, in order, each in one transaction. On
 * PostgreSQL it holds an advisory lock meanwhile, so instances starting together migrate once:
 * the others wait, then find nothing pending. `then` (the seed) runs under the same lock.
 */
export async function migrate(db: Database, then?: () => Promise<void>): Promise<string[]> {
  const session = await db.session?.();
  try {
    if (session) await takeLock(session, 'migrate');
    const applied = await applyPending(db);
    await then?.();
    if (session) await releaseLock(session, 'migrate');
    return applied;
  } finally {
    await session?.close();
  }
}

async function applyPending(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const pending = migrationFiles().filter((name) => !applied.has(name));
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations VALUES ('${name}', ${Date.now()});\nCOMMIT;`,
    );
  }
  return pending;
}

/** Whether every migration file is applied (readiness). */
export async function migrationsDone(db: Database): Promise<boolean> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  return migrationFiles().every((name) => applied.has(name));
}

let files: string[] | undefined;
const migrationFiles = () => {
  files ??= readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();
  return files;
};
