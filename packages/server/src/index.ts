export { type Clock, type ManualClock, manualClock, systemClock } from './clock.ts';
export { configFromEnv, defaultConfig, type ServerConfig } from './config.ts';
export { type Database, openDatabase, openPglite, openPostgres } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { seedDemo } from './db/seed.ts';
export { demoAccounts, demoMerchant } from './db/seed-data.ts';
export { buildApp } from './http/app.ts';
export type { DomainOptions, DomainPlugin } from './http/plugin.ts';
export { type AuthedCall, type Call, serve } from './http/route.ts';
