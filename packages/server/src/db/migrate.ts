import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../files.ts';
import type { Database } from './database.ts';

/** Applies every migrations/NNN_name.sql not yet applied, in order, each in one transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
  );
  const pending = readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name) && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8');
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations VALUES ('${name}', ${Date.now()});\nCOMMIT;`,
    );
  }
  return pending;
}
