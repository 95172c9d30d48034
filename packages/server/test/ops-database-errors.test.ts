import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { toApiError } from '../src/http/envelope.ts';
import { isDatabaseUnavailable } from '../src/ops/database-errors.ts';
import { hasPostgres, postgresUrl } from './ops-support.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it('is told apart from a refused statement', () => {
    expect(
      isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('55000', 'database "x" is not currently accepting connections')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Statement errors are bugs or refusals, not outages.
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('55000', 'object not in prerequisite state'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('40001'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });

  it('answers 503 with Retry-After, other failures 500', () => {
    const lost = toApiError(withCode('57P01'));
    expect([lost.status, lost.code, lost.retryAfterSeconds]).toEqual([503, 'system.error', 1]);
    const bug = toApiError(new TypeError('x is undefined'));
    expect([bug.status, bug.code, bug.retryAfterSeconds]).toEqual([500, 'system.error', undefined]);
  });

  it.skipIf(!hasPostgres)('recognises what node-postgres raises when its backend is ended', async () => {
    const victim = new pg.Client({ connectionString: postgresUrl });
    victim.on('error', () => undefined);
    await victim.connect();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const [{ pid }] = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
        { pid: number },
      ];
      const sleeping = victim.query('SELECT pg_sleep(5)').catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      expect(isDatabaseUnavailable(await sleeping)).toBe(true);
      // The next call on the dead client fails the same recognisable way.
      expect(isDatabaseUnavailable(await victim.query('SELECT 1').catch((error: unknown) => error))).toBe(
        true,
      );
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });
});
