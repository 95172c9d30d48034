import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { opsOf } from './plugin.ts';

export interface ShutdownOptions {
  /** How long to keep serving while /ready says draining, so a balancer moves traffic away first. */
  drainMs: number;
  log?: (message: string) => void;
}

/**
 * A graceful stop: /ready turns 503 (draining) for `drainMs`; then the server stops taking
 * connections and waits for the requests in flight (Fastify's close), the game loop's running pass
 * ends and the leadership is given back (the app's onClose hooks); last the database closes.
 */
export async function shutDown(app: FastifyInstance, db: Database, options: ShutdownOptions): Promise<void> {
  const ops = opsOf(app);
  if (ops) ops.draining = true;
  if (options.drainMs > 0) {
    options.log?.(`draining for ${options.drainMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  }
  await app.close();
  await db.close();
  options.log?.('stopped');
}
