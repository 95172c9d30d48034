import type { FastifyInstance } from 'fastify';
import { type ManualClock, manualClock } from '../../src/clock.ts';
import { defaultConfig, type ServerConfig } from '../../src/config.ts';
import type { Context } from '../../src/context.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { isSeeded, seedDemo } from '../../src/db/seed.ts';
import { buildApp } from '../../src/http/app.ts';
import { testScrypt } from '../../src/security/password.ts';
import { type Backend, openTestDatabase } from './backends.ts';

/** Tests hash with a cheap scrypt cost; this is the one place it is chosen, explicitly. */
export const testConfig: ServerConfig = {
  ...defaultConfig,
  logLevel: 'silent',
  passwordCost: testScrypt,
  trustProxy: 1,
};

export interface Harness {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  ctx: Context;
  /** http://127.0.0.1:port of the listening app. */
  url: string;
  close: () => Promise<void>;
}

/** A migrated, seeded database and the real app listening on a free port. */
export async function startHarness(backend: Backend, config: Partial<ServerConfig> = {}): Promise<Harness> {
  const { db, drop } = await openTestDatabase(backend);
  const clock = manualClock(Date.now());
  const ctx: Context = { db, clock, config: { ...testConfig, ...config } };
  await migrate(db);
  if (!(await isSeeded(ctx))) await seedDemo(ctx);
  const app = await buildApp({ db, clock, config: ctx.config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    clock,
    ctx,
    url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
