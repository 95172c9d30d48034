import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { encryptFor } from '../test/support/wire-client.ts';

/**
 * `pnpm bench:api`: autocannon against the status call, the game list, a logged-in balance read
 * and a wallet transfer; req/s and p50/p99 for each, then one machine-readable line.
 *
 * Target: BENCH_URL (a running instance or the cluster's balancer, e.g. from `pnpm start:cluster`),
 * else the production build (dist/main.js, built when missing) started here in production mode on
 * a fresh PGlite folder, or on PostgreSQL in a fresh schema with BENCH_POSTGRES=1 (DATABASE_URL or
 * the local test database). Env: BENCH_CONNECTIONS (20), BENCH_SECONDS (10 per call).
 */
const serverDir = join(import.meta.dirname, '..');
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const headers = { Merchant: 'demo', Device: 'web', Language: 'EN' };
const listPath =
  '/wps/relay/GCSGAME_gameList?merchant=demo&clientType=3&platform=html5-desktop&pageNo=1&pageSize=24&language=EN';

interface Started {
  url: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/wps/system/status`, { headers }).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server not ready after 120 s');
}

/** The production build on a fresh database, as an operator starts it. */
async function startServer(): Promise<Started> {
  if (!existsSync(join(serverDir, 'dist/main.js'))) {
    console.log('building the server (dist/main.js)…');
    execSync('npx vite build', { cwd: serverDir, stdio: 'ignore' });
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'playsite-bench-'));
  const env: Record<string, string> = { NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir };
  let dropSchema = async () => undefined as unknown;
  if (process.env.BENCH_POSTGRES === '1') {
    const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_api_${Date.now()}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE SCHEMA ${schema}`);
    dropSchema = () => admin(`DROP SCHEMA ${schema} CASCADE`);
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.href;
  }
  console.log(`starting dist/main.js (production, ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
  const child = spawn(process.execPath, ['dist/main.js', '--api-only'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await dropSchema();
  };
  await waitReady(url, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

async function login(url: string, username: string): Promise<string> {
  const modulus = (await (await fetch(`${url}/wps/session/key/rsa`, { headers })).text()).trim();
  const encrypted = encryptFor(modulus, { username, password: 'demo1234' });
  const answer = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, Encryption: encrypted.header, 'Content-Type': 'application/json' },
    body: JSON.stringify(encrypted.body),
  });
  const body = (await answer.json()) as { success: boolean; value?: { token: string } };
  if (!body.value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One call under load; an answer that is not HTTP 2xx with success: true counts as an error. */
async function measure(url: string, request: autocannon.Request): Promise<Figures> {
  let refused = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        ...request,
        onResponse: (status: number, body: string) => {
          if (status >= 200 && status < 300 && !body.includes('"success":false')) return;
          refused++;
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + Math.max(result.non2xx, refused),
  };
}

async function main() {
  const target = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => undefined }
    : await startServer();
  try {
    const [member, vip] = [await login(target.url, 'demomember'), await login(target.url, 'demovip')];
    console.log(`api bench: ${target.url}, ${connections} connections, ${seconds} s per call`);
    const calls: Array<[string, autocannon.Request]> = [
      ['status', { method: 'GET', path: '/wps/system/status', headers }],
      ['list', { method: 'GET', path: listPath, headers }],
      [
        'balance',
        { method: 'GET', path: '/wps/v2/wallets/balance', headers: { ...headers, Authorization: member } },
      ],
      [
        'transfer',
        {
          method: 'POST',
          path: '/wps/relay/GCS_walletTransfer',
          headers: {
            ...headers,
            Authorization: vip,
            ModuleId: 'FUNDTRANS3',
            'Content-Type': 'application/json',
          },
          // One minor unit to a vendor wallet, each with its own idempotency key.
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              fromAccountTypeId: '0',
              toAccountTypeId: '11',
              amount: 1,
              idempotencyKey: randomUUID(),
            }),
          }),
        },
      ],
    ];
    const figures: Record<string, Figures> = {};
    for (const [name, request] of calls) {
      const measured = await measure(target.url, request);
      figures[name] = measured;
      console.log(
        `${name.padEnd(9)} ${String(measured.rps).padStart(7)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  errors ${measured.errors}`,
      );
    }
    const errors = Object.values(figures).reduce((sum, figure) => sum + figure.errors, 0);
    console.log(
      `api: status_rps=${figures.status?.rps} status_p99_ms=${figures.status?.p99} list_rps=${figures.list?.rps} ` +
        `balance_rps=${figures.balance?.rps} transfer_rps=${figures.transfer?.rps} errors=${errors}`,
    );
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`api bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
