import { afterAll, describe, expect, it } from 'vitest';
import { freshSchema, hasPostgres, type Instance, type Schema, startInstance } from './ops-support.ts';

/**
 * /ready asks the database on a connection of its own: an instance whose pool is fully taken by
 * slow requests is busy, not broken, and the balancer must keep it.
 */
describe.skipIf(!hasPostgres)('/ready while every pooled connection is taken (PostgreSQL)', () => {
  let schema: Schema | undefined;
  let instance: Instance | undefined;
  afterAll(async () => {
    await instance?.close();
    await schema?.drop();
  });

  it('answers ready at once', async () => {
    schema = await freshSchema('ops_ready');
    instance = await startInstance(schema.url);
    const running = instance;
    // The balancer has been checking since the start (the first answer also notes the migrations).
    expect((await fetch(`${running.url}/ready`)).status).toBe(200);
    // More slow statements than the pool has connections (10): the rest wait in its queue.
    const busy = Array.from({ length: 12 }, () => running.db.query('SELECT pg_sleep(2.5)'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.db.poolStats?.().waiting).toBeGreaterThan(0);
    const started = Date.now();
    const ready = await fetch(`${running.url}/ready`);
    const tookMs = Date.now() - started;
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    expect(tookMs).toBeLessThan(1_000);
    await Promise.all(busy);
  });
});
