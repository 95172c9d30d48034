import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** What every domain function needs: storage, time and configuration. */
export interface Context {
  db: Database;
  clock: Clock;
  config: ServerConfig;
}
