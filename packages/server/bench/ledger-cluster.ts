import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { systemClock } from '../src/clock.ts';
import { defaultConfig } from '../src/config.ts';
import type { Context } from '../src/context.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { creditWallet, openWallet } from '../src/domain/ledger.ts';
import { insertMember } from '../src/domain/members.ts';
import { type Cluster, startCluster } from '../test/cluster-support.ts';
import { freshSchema, type Schema } from '../test/ops-support.ts';
import { WireClient } from '../test/support/wire-client.ts';
import { auditLedger, type LedgerAudit } from './ledger-audit.ts';

/**
 * `pnpm bench:ledger --cluster`: wallet transfers over HTTP through the cluster's balancer
 * (scripts/cluster.mjs: N instances on one PostgreSQL behind HAProxy, production build), so they
 * spread across the instances; then the ledger is audited from the database.
 *
 * Players: BENCH_PLAYERS members (copies of the demo member's password, 1,000,000 minor units in
 * the main wallet), half as many as connections, logged in through the balancer. Each connection
 * moves an amount from a player's main wallet to a vendor wallet, then the same amount back,
 * then turns to the next player, so several requests at a time lock the same wallets yet none can
 * overdraw: every answer must be a success, and each player's total must end where it began.
 */
export interface ClusterBenchOptions {
  url: string;
  instances: number;
  connections: number;
  /** Transfers per run (autocannon stops once every one is answered, so none is left in flight). */
  transfers: number;
  runs: number;
}

export interface ClusterRun {
  applied: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
}

export interface ClusterBenchReport {
  instances: number;
  runs: ClusterRun[];
  medianPerSecond: number;
  servedBy: Record<string, number>;
  sameKey: { requests: number; applied: number; distinctTransferIds: number };
  audit: LedgerAudit;
}

const opening = 1_000_000n;

const merchant = 'demo';
const vendorTypes = ['11', '12', '13', '14'];

interface Player {
  id: number;
  token: string;
}

async function preparePlayers(db: Database, client: WireClient, count: number): Promise<Player[]> {
  const [demo] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM members WHERE merchant_code = $1 AND username = 'demomember'",
    [merchant],
  );
  if (!demo) throw new Error('the demo member is missing (seed not run?)');
  const ctx: Context = { db, clock: systemClock, config: defaultConfig };
  const tag = Date.now().toString(36).slice(-5);
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const username = `lb${tag}${index}`;
    const ip = `10.77.${index >> 8}.${index & 255}`;
    const id = await insertMember(db, {
      merchant,
      username,
      passwordHash: demo.password_hash,
      customerType: 0,
      now: Date.now(),
      ip,
    });
    await openWallet(db, merchant, id);
    await creditWallet(ctx, merchant, id, opening, `bench-open:${id}`);
    const login = await client.login(username, 'demo1234', { ip });
    const token = (login.body.value as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    players.push({ id, token });
  }
  return players;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * One timed run. autocannon sends a connection's requests in order and keeps a context through
 * one pass of the list: the first request moves a random amount from a player's main wallet to
 * a vendor wallet, the second moves the same amount back; the next pass takes the next player.
 */
async function timedRun(
  balancer: string,
  players: Player[],
  options: ClusterBenchOptions,
  runIndex: number,
  servedBy: Record<string, number>,
  succeeded: Set<string>,
): Promise<ClusterRun> {
  const errors: Record<string, number> = {};
  const before = succeeded.size;
  let passes = 0;
  interface Pass {
    player: Player;
    vendor: string;
    amount: number;
    key: string;
  }
  const transfer = (outbound: boolean): autocannon.Request => ({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    setupRequest: (request, context) => {
      const pass = context as Partial<Pass>;
      if (outbound) {
        const index = passes++;
        pass.player = players[index % players.length];
        pass.vendor = vendorTypes[index % vendorTypes.length];
        pass.amount = 1 + Math.floor(Math.random() * 1000);
        pass.key = `r${runIndex}p${index}`;
      }
      // Read back when the answer comes (one request at a time per connection).
      context.sent = `${pass.key}${outbound ? 'out' : 'back'}`;
      return {
        ...request,
        headers: {
          Merchant: merchant,
          Device: 'web',
          Language: 'EN',
          ModuleId: 'FUNDTRANS3',
          'Content-Type': 'application/json',
          Authorization: pass.player?.token ?? '',
        },
        body: JSON.stringify({
          fromAccountTypeId: outbound ? '0' : pass.vendor,
          toAccountTypeId: outbound ? pass.vendor : '0',
          amount: pass.amount,
          idempotencyKey: context.sent,
        }),
      };
    },
    onResponse: (status, body, context, headers) => {
      const by = headers['x-served-by'] ?? headers['X-Served-By'];
      if (typeof by === 'string') servedBy[by] = (servedBy[by] ?? 0) + 1;
      if (status === 200 && body.includes('"success":true')) {
        succeeded.add(`m${(context as Partial<Pass>).player?.id}:wallet:${context.sent}`);
        return;
      }
      const code = body.match(/"errorCode":"([^"]+)"/)?.[1] ?? `http${status}`;
      errors[code] = (errors[code] ?? 0) + 1;
    },
  });
  const started = performance.now();
  const result = await autocannon({
    url: balancer,
    connections: options.connections,
    amount: options.transfers,
    requests: [transfer(true), transfer(false)],
  });
  const elapsed = (performance.now() - started) / 1000;
  if (result.errors + result.timeouts > 0)
    errors.transport = (errors.transport ?? 0) + result.errors + result.timeouts;
  const applied = succeeded.size - before;
  return {
    applied,
    perSecond: applied / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

const sameKeyName = 'bench-same-key';

/** Many concurrent requests with one idempotency key, through the balancer: one transfer. */
async function sameKeyProbe(client: WireClient, player: Player, requests: number) {
  const json = { fromAccountTypeId: '0', toAccountTypeId: '11', amount: 7, idempotencyKey: sameKeyName };
  const answers = await Promise.all(
    Array.from({ length: requests }, () =>
      client.call('/wps/relay/GCS_walletTransfer', {
        json,
        token: player.token,
        headers: { ModuleId: 'FUNDTRANS3' },
      }),
    ),
  );
  const ids = new Set(
    answers
      .filter((answer) => answer.body.success)
      .map((answer) => (answer.body.value as { transferId: string }).transferId),
  );
  return {
    requests,
    applied: answers.filter((answer) => answer.body.success).length,
    distinctTransferIds: ids.size,
  };
}

export function buildServer(): void {
  console.log('building the server (vite build)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: 'inherit',
  });
}

/** Starts a cluster of `instances` on a fresh schema, loads it, audits, stops it. */
export async function runClusterBench(options: ClusterBenchOptions): Promise<ClusterBenchReport> {
  let schema: Schema | undefined;
  let cluster: Cluster | undefined;
  let db: Database | undefined;
  try {
    schema = await freshSchema('bench_ledger');
    cluster = await startCluster(
      { DATABASE_URL: schema.url, TRUST_PROXY: '2', NODE_ENV: 'production' },
      options.instances,
      { build: false },
    );
    console.log(`cluster: ${options.instances} instance(s) behind ${cluster.balancer}`);
    db = await openPostgres(options.url, schema.name);
    const client = new WireClient(cluster.balancer);
    const players = await preparePlayers(db, client, Math.max(1, Math.ceil(options.connections / 2)));
    console.log(`${players.length} players logged in through the balancer; transfers start`);
    const before = await db.query<{ id: number; total: bigint }>(
      'SELECT member_id AS id, sum(balance)::bigint AS total FROM ledger_accounts WHERE NOT system GROUP BY member_id',
    );
    const servedBy: Record<string, number> = {};
    /** The stored idempotency key of every transfer a client saw succeed. */
    const succeeded = new Set<string>();
    const since = Date.now();
    const runs: ClusterRun[] = [];
    for (let run = 0; run < options.runs; run++) {
      const measured = await timedRun(cluster.balancer, players, options, run, servedBy, succeeded);
      runs.push(measured);
      const failed = Object.entries(measured.errors);
      console.log(
        `run ${run + 1}: ${measured.applied} transfers, ${measured.perSecond.toFixed(0)} transfers/s, ` +
          `p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${failed.length ? failed.map(([code, n]) => `${code}=${n}`).join(' ') : 'none'}`,
      );
    }
    const first = players[0] as Player;
    const sameKey = await sameKeyProbe(client, first, 20);
    if (sameKey.applied > 0) succeeded.add(`m${first.id}:wallet:${sameKeyName}`);
    const audit = await auditLedger(db, { kind: 'wallet.transfer', since, succeeded, totalsBefore: before });
    return {
      instances: options.instances,
      runs,
      medianPerSecond: median(runs.map((run) => run.perSecond)),
      servedBy,
      sameKey,
      audit,
    };
  } finally {
    await cluster?.stop();
    await db?.close();
    await schema?.drop().catch(() => undefined);
  }
}
