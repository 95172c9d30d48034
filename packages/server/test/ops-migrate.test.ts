import { afterAll, describe, expect, it } from 'vitest';
import { freshSchema, hasPostgres, type Instance, type Schema, startInstance } from './ops-support.ts';

/** Instances starting together on one empty PostgreSQL schema migrate and seed it once. */
describe.skipIf(!hasPostgres)('migrations under an advisory lock (PostgreSQL)', () => {
  let schema: Schema | undefined;
  const instances: Instance[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await schema?.drop();
  });

  it('three instances started at once are all ready, with each migration and the seed applied once', async () => {
    schema = await freshSchema('ops_migrate');
    const url = schema.url;
    instances.push(...(await Promise.all([startInstance(url), startInstance(url), startInstance(url)])));

    for (const instance of instances) {
      const answer = await fetch(`${instance.url}/wps/system/status`, { headers: { Merchant: 'demo' } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    }
    const db = instances[0]?.db ?? expect.fail('no instance');
    const migrations = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM schema_migrations');
    const files = (await import('node:fs'))
      .readdirSync(new URL('../src/db/migrations/', import.meta.url))
      .filter((name) => name.endsWith('.sql'));
    expect(Number(migrations[0]?.n)).toBe(files.length);
    // The seed ran once: one demo merchant and one demomember, not three.
    const merchants = await db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM merchants WHERE code = 'demo'",
    );
    expect(Number(merchants[0]?.n)).toBe(1);
    const members = await db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM members WHERE username = 'demomember'",
    );
    expect(Number(members[0]?.n)).toBe(1);
  });
});
