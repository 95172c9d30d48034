import type { Database } from '../db/database.ts';

/**
 * A periodic job: run by the game loop's pass on the leader only (src/ops/leader.ts), at most
 * every `everyMs` (default: every pass). A job must be idempotent: around a failover two
 * instances may run it once each, and that must pay nothing twice.
 */
export interface PeriodicJob {
  name: string;
  everyMs?: number;
  run: () => Promise<unknown>;
}

interface Scheduled {
  job: PeriodicJob;
  lastRun: number;
}

const registries = new WeakMap<Database, Map<string, Scheduled>>();

/** Adds (or replaces, by name) a job for the app serving db; call from a plugin. */
export function registerPeriodicJob(db: Database, job: PeriodicJob): void {
  const jobs = registries.get(db) ?? new Map<string, Scheduled>();
  registries.set(db, jobs);
  jobs.set(job.name, { job, lastRun: Number.NEGATIVE_INFINITY });
}

export interface JobFailure {
  name: string;
  error: unknown;
}

/** Runs every job that is due at `now`, one after another; a failing job does not stop the others. */
export async function runDueJobs(db: Database, now: number): Promise<JobFailure[]> {
  const failures: JobFailure[] = [];
  for (const scheduled of registries.get(db)?.values() ?? []) {
    if (now - scheduled.lastRun < (scheduled.job.everyMs ?? 0)) continue;
    scheduled.lastRun = now;
    try {
      await scheduled.job.run();
    } catch (error) {
      failures.push({ name: scheduled.job.name, error });
    }
  }
  return failures;
}
