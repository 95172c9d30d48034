import { afterAll, describe, expect, it } from 'vitest';
import { leadershipOf } from '../src/ops/leader.ts';
import {
  endConnections,
  freshDatabase,
  hasPostgres,
  type Instance,
  startInstance,
  type TestDatabase,
} from './ops-support.ts';
import { freshClientIp, WireClient } from './support/wire-client.ts';

/**
 * PostgreSQL drops every connection of the instance (a restart, a failover, an administrator):
 * the instance stays up, its pool and its leadership connection reconnect by themselves.
 */
describe.skipIf(!hasPostgres)('an instance when PostgreSQL drops its connections', () => {
  let database: TestDatabase | undefined;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.close().catch(() => undefined);
    await database?.drop();
  });

  it('keeps running, answers again within seconds and leads again', async () => {
    database = await freshDatabase('ops_drop');
    instance = await startInstance(database.url);
    const client = new WireClient(instance.url);
    const ip = freshClientIp();
    expect((await client.login('demomember', 'demo1234', { ip })).body.success).toBe(true);
    expect(leadershipOf(instance.db)?.isLeader).toBe(true);

    const dropped = await endConnections(database.name);
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
