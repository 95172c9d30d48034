import { join } from 'node:path';

/**
 * Where the server's own files are, found from the running code's folder: src/ under tsx and the
 * tests, dist/ in the build (vite.config.ts bundles into dist/main.js and copies these folders to
 * the same places under dist/). Both folders sit directly in packages/server.
 */
const codeDir = import.meta.dirname;

export const repoRoot = join(codeDir, '../../..');
/** SQL migrations, applied in name order (db/migrate.ts). */
export const migrationsDir = join(codeDir, 'db/migrations');
/** Scripts and styles of the demo game pages (/play/…). */
export const playAssetsDir = join(codeDir, 'play/assets');
/** The image host's files (country flags under COUNTRY_FLAG/), beside src/ and dist/: served at /images. */
export const imagesDir = join(codeDir, '../images');
