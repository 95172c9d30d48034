import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate, postgresProblem, postgresUrl } from './postgres-template.ts';
import { buildTemplate } from './template.ts';

/**
 * Runs once before the server test files: builds the seeded PGlite template they load and, when
 * PostgreSQL answers, the template database each PostgreSQL harness clones; drops that afterwards.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const [unreachable] = await Promise.all([postgresProblem(postgresUrl), buildTemplate()]);
  if (unreachable) {
    console.warn(
      `[server tests] PostgreSQL at ${postgresUrl} not reachable (${unreachable}): PostgreSQL runs skipped.`,
    );
    return undefined;
  }
  const template = await buildPostgresTemplate();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
