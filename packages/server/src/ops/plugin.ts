import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
import { migrationsDone } from '../db/migrate.ts';
import { gameLoopOf } from '../domain/games/loop.ts';
import { DatabaseProbe } from './database-probe.ts';
import { Leadership, registerLeadership } from './leader.ts';
import { installMetrics } from './metrics.ts';
import { requestIdHeader } from './request-id.ts';
import { withTimeout } from './timeout.ts';

export interface Ops {
  leadership: Leadership;
  /** Set on a stop signal: /ready answers 503 so the balancer sends new requests elsewhere. */
  draining: boolean;
}

const opsByApp = new WeakMap<FastifyInstance, Ops>();

export function opsOf(app: FastifyInstance): Ops | undefined {
  return opsByApp.get(app);
}

const readyTimeoutMs = 2_000;

/**
 * What an operator runs the app with (docs/operations.md): the request id in the X-Request-Id
 * answer header and on every log line of the request (one line per request), /health, /ready,
 * /metrics, and leader election for the periodic work, released when the app closes (after the
 * game loop's running pass ends).
 */
export async function installOps(app: FastifyInstance, ctx: Context): Promise<Ops> {
  const leadership = new Leadership(ctx.db, {
    onChange: (leader) =>
      app.log.info({ leader }, leader ? 'leading the periodic work' : 'no longer leading'),
  });
  registerLeadership(ctx.db, leadership);
  const ops: Ops = { leadership, draining: false };
  opsByApp.set(app, ops);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });
  // While stopping, each answer closes its connection: a kept-alive one would hold the close open.
  app.addHook('onSend', async (_request, reply) => {
    if (ops.draining) void reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  const registry = installMetrics(app, ctx.db);
  app.get('/metrics', async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  app.get('/health', async () => ({ status: 'alive' }));
  let migrated = false;
  const probe = new DatabaseProbe(ctx.db, readyTimeoutMs);
  app.get('/ready', async (_request, reply) => {
    if (ops.draining) return reply.status(503).send({ status: 'draining' });
    try {
      // Once migrated, only whether the database answers can change.
      if (migrated) await probe.check();
      else migrated = await withTimeout(migrationsDone(ctx.db), readyTimeoutMs);
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
    if (!migrated) return reply.status(503).send({ status: 'migrations pending' });
    return { status: 'ready', leader: leadership.isLeader };
  });

  app.addHook('onReady', async () => {
    const loop = gameLoopOf(ctx.db);
    if (loop)
      loop.onJobFailure = (name, error) => app.log.error({ err: error, job: name }, 'periodic job failed');
  });
  app.addHook('onClose', async () => {
    probe.close();
    await gameLoopOf(ctx.db)?.stop();
    await leadership.stop();
  });
  await leadership.start();
  return ops;
}
