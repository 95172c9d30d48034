import { describe, expect, it } from 'vitest';
import { openPostgres, PoolTimeoutError, poolConnectTimeoutMs } from '../src/db/database.ts';
import { toApiError } from '../src/http/envelope.ts';
import { isDatabaseUnavailable } from '../src/ops/database-errors.ts';
import { hasPostgres, postgresUrl } from './ops-support.ts';

if (!hasPostgres) console.warn(`[db-pool-timeout] PostgreSQL at ${postgresUrl} not reachable: skipped`);

/**
 * A statement waits a bounded time for a pooled connection (issue 39: without
 * connectionTimeoutMillis a pool whose ten connections were all held made every later request
 * wait for ever), then fails with an error that says so and answers 503 with Retry-After.
 */
describe.skipIf(!hasPostgres)('the PostgreSQL pool when every connection is busy', () => {
  it('bounds the wait by default', () => {
    expect(poolConnectTimeoutMs).toBeGreaterThan(1_000);
    expect(poolConnectTimeoutMs).toBeLessThan(60_000);
  });

  it('fails a statement with a clear error after the bound, as database unavailable', async () => {
    const db = await openPostgres(postgresUrl, undefined, { connectTimeoutMs: 300 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: 10 }, () => db.transaction(() => held));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const error = await db.query('SELECT 1').then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(error).toBeInstanceOf(PoolTimeoutError);
      expect((error as Error).message).toMatch(/^Database pool: no connection within 300 ms \(10 open/);
      expect(isDatabaseUnavailable(error)).toBe(true);
      const answer = toApiError(error);
      expect([answer.status, answer.code, answer.retryAfterSeconds]).toEqual([503, 'system.error', 1]);
      await expect(db.transaction(async () => 1)).rejects.toBeInstanceOf(PoolTimeoutError);
    } finally {
      release();
      await Promise.all(holders);
      await db.close();
    }
  });
});
