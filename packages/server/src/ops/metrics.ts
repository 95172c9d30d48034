import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { isLeaderOf } from './leader.ts';

/** How long a ledger count read by /metrics is reused (a count of a large table is not free). */
const ledgerCountTtlMs = 10_000;

/**
 * Prometheus metrics of one app (its own registry, so several apps in one process stay apart):
 * requests by route and status, latency per route, server errors, ledger transfers (read from the
 * database, so the same figure on every instance), the PostgreSQL pool, leadership, and Node's own.
 */
export function installMetrics(app: FastifyInstance, db: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'playsite_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'playsite_http_errors_total',
    help: 'HTTP answers with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'playsite_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  let ledger: { at: number; counts: Array<{ kind: string; n: bigint }> } | undefined;
  new Gauge({
    name: 'playsite_ledger_transfers',
    help: 'Ledger transfers stored, by kind (whole database; refreshed every 10 s)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      if (!ledger || Date.now() - ledger.at > ledgerCountTtlMs) {
        const counts = await db.query<{ kind: string; n: bigint }>(
          'SELECT kind, count(*) AS n FROM ledger_transfers GROUP BY kind',
        );
        ledger = { at: Date.now(), counts };
      }
      this.reset();
      for (const { kind, n } of ledger.counts) this.set({ kind }, Number(n));
    },
  });
  new Gauge({
    name: 'playsite_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'playsite_leader',
    help: '1 while this instance runs the game loop and periodic jobs',
    registers: [registry],
    collect() {
      this.set(isLeaderOf(db) ? 1 : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
  });
  return registry;
}
