import type { TestProject } from 'vitest/node';
import { buildPostgresTemplate, postgresProblem, postgresUrl } from './postgres-template.ts';
import { buildTemplate } from './template.ts';

/**
 * Runs once before the server test files: builds the seeded PGlite template they load and, when
 * PostgreSQL answers, the template database each PostgreSQL harness clones; drops that afterwards.
 * Where PostgreSQL does not answer, its runs are skipped with a printed reason, except in CI
 * (CI=true), where that fails the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const [unreachable] = await Promise.all([postgresProblem(postgresUrl), buildTemplate()]);
  if (unreachable) {
    // In CI a skipped concurrency proof would pass silently: there it is a failure.
    if (process.env.CI === 'true')
      throw new Error(
        `[server tests] CI=true but PostgreSQL at ${postgresUrl} is not reachable (${unreachable}): the concurrency tests cannot run.`,
      );
    console.warn(
      `[server tests] PostgreSQL at ${postgresUrl} not reachable (${unreachable}): PostgreSQL runs skipped.`,
    );
    return undefined;
  }
  const template = await buildPostgresTemplate();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
