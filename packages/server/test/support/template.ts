import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manualClock } from '../../src/clock.ts';
import { defaultConfig } from '../../src/config.ts';
import { createPglite, type Database, wrapPglite } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed.ts';
import { testScrypt } from '../../src/security/password.ts';

const src = join(import.meta.dirname, '../../src');

/**
 * A migrated and seeded PGlite data folder, dumped once and loaded by every test file: PGlite's
 * initdb costs seconds (tens of seconds on a busy machine), loading a dump a fraction of that.
 * The file name carries a hash of the migrations and the seed, so a change rebuilds it.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  const migrations = join(src, 'db/migrations');
  for (const name of readdirSync(migrations).sort()) hash.update(readFileSync(join(migrations, name)));
  for (const file of ['db/seed.ts', 'db/seed-data.ts']) hash.update(readFileSync(join(src, file)));
  const help = join(src, 'db/seed-content');
  for (const name of readdirSync(help).sort()) hash.update(readFileSync(join(help, name)));
  return join(tmpdir(), `playsite-server-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The seed's clock: a day before now, so tests running on "now" see it as the past. */
export const templateTime = () => Date.now() - 86_400_000;

/** What both templates (PGlite's dump, PostgreSQL's template database) hold. */
export async function migrateAndSeedTemplate(db: Database): Promise<void> {
  await migrate(db);
  await seedDemo({
    db,
    clock: manualClock(templateTime()),
    config: { ...defaultConfig, passwordCost: testScrypt },
  });
}

export async function buildTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  const raw = await createPglite();
  await migrateAndSeedTemplate(wrapPglite(raw));
  const dump = await raw.dumpDataDir('none');
  await raw.close();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

let loaded: Blob | undefined;

/**
 * The template as a Blob for `openPglite`, or undefined when the global setup did not run. Read
 * once per worker: its files share the module (the server project does not isolate them).
 */
export function loadTemplate(): Blob | undefined {
  if (loaded) return loaded;
  const path = templatePath();
  if (existsSync(path)) loaded = new Blob([readFileSync(path)]);
  return loaded;
}
