import { buildTemplate } from './template.ts';

/** Runs once before the server test files: builds the seeded PGlite template they load. */
export default async function setup(): Promise<void> {
  await buildTemplate();
}
