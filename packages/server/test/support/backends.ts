import { inject } from 'vitest';
import { type Database, openPglite } from '../../src/db/database.ts';
import { clonePostgresTemplate } from './postgres-template.ts';
import { loadTemplate } from './template.ts';

export type Backend = 'pglite' | 'postgres';

// The benches import this support outside vitest, where inject() throws: they have no template.
const postgresTemplate = process.env.VITEST ? inject('postgresTemplate') : undefined;

/** PGlite always; PostgreSQL when DATABASE_URL (or 127.0.0.1:5432/test) answered the global setup. */
export const backends: Backend[] = postgresTemplate ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  drop: () => Promise<void>;
}

/**
 * A migrated, seeded database of the test's own: in-memory PGlite loaded from the template dump, or
 * a PostgreSQL database cloned from the run's template database, dropped afterwards.
 */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite(undefined, loadTemplate());
    return { db, drop: () => db.close() };
  }
  if (!postgresTemplate)
    throw new Error('No PostgreSQL template: PostgreSQL did not answer the global setup');
  return clonePostgresTemplate(postgresTemplate);
}
