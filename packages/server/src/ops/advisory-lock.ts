import type { DatabaseSession } from '../db/database.ts';

/**
 * The key of a named advisory lock in the connection's schema: instances sharing a schema share
 * it, and test runs in their own schemas never wait for each other.
 */
const lockKey = "hashtextextended('playsite:' || $1 || ':' || current_schema(), 0)";

/** Waits for the lock (held until released or until the session ends). */
export async function takeLock(session: DatabaseSession, name: string): Promise<void> {
  await session.query(`SELECT pg_advisory_lock(${lockKey})`, [name]);
}

/** Takes the lock if nobody holds it; never waits. */
export async function tryLock(session: DatabaseSession, name: string): Promise<boolean> {
  const rows = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${lockKey}) AS locked`, [
    name,
  ]);
  return rows[0]?.locked === true;
}

export async function releaseLock(session: DatabaseSession, name: string): Promise<void> {
  await session.query(`SELECT pg_advisory_unlock(${lockKey})`, [name]);
}
