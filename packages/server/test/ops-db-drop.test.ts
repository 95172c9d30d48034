import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { leadershipOf } from '../src/ops/leader.ts';
import { hasPostgres, type Instance, postgresUrl, startInstance } from './ops-support.ts';
import { freshClientIp, WireClient } from './support/wire-client.ts';

async function admin(sql: string, params: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL drops every connection of the instance (a restart, a failover, an administrator):
 * the instance stays up, its pool and its leadership connection reconnect by themselves.
 */
describe.skipIf(!hasPostgres)('an instance when PostgreSQL drops its connections', () => {
  const database = `ops_drop_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.close().catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('keeps running, answers again within seconds and leads again', async () => {
    await admin(`CREATE DATABASE ${database}`);
    instance = await startInstance(url.href);
    const client = new WireClient(instance.url);
    const ip = freshClientIp();
    expect((await client.login('demomember', 'demo1234', { ip })).body.success).toBe(true);
    expect(leadershipOf(instance.db)?.isLeader).toBe(true);

    const dropped = await admin(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    expect(dropped).toBeGreaterThanOrEqual(2);

    const started = Date.now();
    let recoveredMs = -1;
    while (Date.now() - started < 10_000) {
      const ready = await fetch(`${instance.url}/ready`);
      const login = await client.login('demomember', 'demo1234', { ip });
      if (ready.status === 200 && login.body.success && leadershipOf(instance.db)?.isLeader) {
        recoveredMs = Date.now() - started;
        break;
      }
      // Meanwhile a failure is a clear error, never a hang or a crash.
      expect([200, 500, 503]).toContain(login.status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(5_000);
  });
});
