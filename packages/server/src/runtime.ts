import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Clock, systemClock } from './clock.ts';
import type { StartConfig } from './config.ts';
import type { Context } from './context.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seedDemo } from './db/seed.ts';

/**
 * Opens the configured database, migrates it and seeds the demo brand when it is empty, both under
 * the migration lock (instances starting together on one PostgreSQL migrate and seed once).
 */
export async function openReadyDatabase(
  config: StartConfig,
  clock: Clock = systemClock,
): Promise<{ ctx: Context; db: Database }> {
  const started = Date.now();
  const say = (line: string) =>
    console.log(`PlaySite server: ${line} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  // PGlite's first open creates the database cluster: tens of seconds on a busy machine.
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION')))
    console.log(`PlaySite server: first start, creating the embedded database in ${config.dataDir}…`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ctx: Context = { db, clock, config };
  await migrate(db, async () => {
    if (await isSeeded(ctx)) return;
    say('database ready; seeding the demo brand (first start only)…');
    await seedDemo(ctx, (step) => say(`seeded ${step}`));
  });
  return { ctx, db };
}

/** A running server leaves its address in the data folder, so the CLI talks to it instead of opening PGlite. */
const serverFile = (dataDir: string) => join(dataDir, 'server.json');

export function announceServer(dataDir: string, url: string): () => void {
  writeFileSync(serverFile(dataDir), JSON.stringify({ pid: process.pid, url }));
  return () => rmSync(serverFile(dataDir), { force: true });
}

export function runningServer(dataDir: string): string | undefined {
  const file = serverFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
}
