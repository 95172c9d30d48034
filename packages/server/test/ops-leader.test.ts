import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { gameLoopOf } from '../src/domain/games/loop.ts';
import { registerPeriodicJob } from '../src/ops/jobs.ts';
import { leadershipOf } from '../src/ops/leader.ts';
import {
  freshSchema,
  hasPostgres,
  type Instance,
  postgresUrl,
  type Schema,
  startInstance,
} from './ops-support.ts';

const isLeader = (instance: Instance) => leadershipOf(instance.db)?.isLeader === true;

/** Polls until exactly one of `instances` leads; the time it took. */
async function oneLeader(instances: Instance[], withinMs: number): Promise<{ leader: Instance; ms: number }> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const leaders = instances.filter(isLeader);
    if (leaders.length === 1 && leaders[0]) return { leader: leaders[0], ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no single leader within ${withinMs} ms`);
}

/** Ends the PostgreSQL connection holding the schema's leader lock, as a crash or network cut would. */
async function killLeaderConnection(schema: string): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const rows = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND ((classid::bigint << 32) | objid::bigint) = hashtextextended('playsite:leader:' || $1, 0)`,
      [schema],
    );
    for (const { pid } of rows.rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    return rows.rows.length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!hasPostgres)('leader election for the periodic work (PostgreSQL)', () => {
  let schema: Schema | undefined;
  const instances: Instance[] = [];
  const runs = new Map<Instance, number>();
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close().catch(() => undefined)));
    await schema?.drop();
  });

  /** One pass of every instance's loop; which instances ran the registered job. */
  async function passAll(): Promise<Instance[]> {
    const before = new Map(runs);
    await Promise.all(instances.map((instance) => gameLoopOf(instance.db)?.runOnce()));
    return instances.filter((instance) => runs.get(instance) !== before.get(instance));
  }

  it('one of two instances leads; only its loop runs the jobs', async () => {
    schema = await freshSchema('ops_leader');
    instances.push(await startInstance(schema.url), await startInstance(schema.url));
    for (const instance of instances) {
      runs.set(instance, 0);
      registerPeriodicJob(instance.db, {
        name: 'count',
        run: async () => runs.set(instance, (runs.get(instance) ?? 0) + 1),
      });
    }
    const { leader } = await oneLeader(instances, 1_000);
    expect(instances.filter(isLeader)).toEqual([leader]);
    expect(await passAll()).toEqual([leader]);
  });

  it('when the leader’s connection dies, one instance leads again within seconds', async () => {
    expect(await killLeaderConnection(schema?.name ?? '')).toBe(1);
    const { leader, ms } = await oneLeader(instances, 5_000);
    expect(ms).toBeLessThan(5_000);
    expect(await passAll()).toEqual([leader]);
  });

  it('when the leader closes, the other takes over within seconds and runs the jobs', async () => {
    const { leader } = await oneLeader(instances, 5_000);
    const survivor = instances.find((instance) => instance !== leader) ?? expect.fail('no survivor');
    await leader.close();
    instances.splice(instances.indexOf(leader), 1);
    const { leader: next, ms } = await oneLeader(instances, 5_000);
    expect(next).toBe(survivor);
    expect(ms).toBeLessThan(3_000);
    expect(await passAll()).toEqual([survivor]);
  });
});
