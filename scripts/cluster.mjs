// `pnpm start:cluster`: N server instances (default 2) on one PostgreSQL behind Debian's HAProxy,
// all on loopback; HAProxy checks each instance's /ready. Ctrl-C (or SIGTERM) stops the instances
// gracefully (drain, finish in-flight requests, release leadership), then the balancer.
//
//   node scripts/cluster.mjs [--instances N] [--port P] [--api-only] [--no-build] [--no-games]
//
// The game server (packages/games) runs beside them on GAMES_PORT (default 8090; 0 picks a free one)
// and calls the wallet through the balancer; --no-games leaves it out.
//
// Env: DATABASE_URL (default: the local test database, schema playsite_cluster), PORT (balancer,
// default 8080; 0 picks a free one), NODE_ENV and TRUST_PROXY (passed on; TRUST_PROXY counts the
// balancer, default 1), CLUSTER_INSTANCES, CLUSTER_NODE_ARGS (extra node options for each instance,
// e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them under load). Prints `cluster: balancer <url>` once every instance is
// ready, and `cluster: instance <n> pid=<pid> url=<url>` for each.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, 'packages/server');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const instances = Number(option('--instances', process.env.CLUSTER_INSTANCES || 2));
const balancerPort = Number(option('--port', process.env.PORT || 8080));
const apiOnly = args.includes('--api-only');
const withGames = !args.includes('--no-games');
if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
  console.error('cluster: --instances must be 1 to 32');
  process.exit(1);
}

const log = (message) => console.log(`cluster: ${message}`);
const run = (command, commandArgs, cwd = root) =>
  execFileSync(command, commandArgs, { cwd, stdio: 'inherit' });

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** The default database: the local test database, in a schema of its own (made when missing). */
async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const base = 'postgres://postgres@127.0.0.1:5432/test';
  const pg = createRequire(join(serverDir, 'package.json'))('pg');
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('CREATE SCHEMA IF NOT EXISTS playsite_cluster');
  } catch (error) {
    console.error(`cluster: PostgreSQL at ${base} is not reachable (${error.message}); set DATABASE_URL.`);
    process.exit(2);
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(base);
  url.searchParams.set('options', '-c search_path=playsite_cluster');
  return url.href;
}

async function waitReady(url, child, name) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const answer = await fetch(`${url}/ready`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} not ready after 180 s`);
}

function haproxyConfig(port, servers) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A request that never reached an instance (refused connection) or that a stopping instance
  # answered 503 before running it goes to another; one whose instance died while running it
  # fails (502), and the client retries it with the same idempotency key.
  retries 3
  option redispatch 1
  retry-on conn-failure 503
frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  # Metrics are read from each instance directly, never through the public side.
  http-request deny if { path /metrics }
  default_backend instances
backend instances
  balance roundrobin
  # Which instance answered (the cluster tests check both take part).
  http-response set-header X-Served-By %s
  option httpchk GET /ready
  http-check expect status 200
  # A check waits up to 2 s (an instance busy on a loaded machine answers late, yet answers).
  timeout check 2s
  default-server inter 500ms fall 2 rise 2
${servers.map(({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort} check`).join('\n')}
`;
}

const children = [];
const configDir = mkdtempSync(join(tmpdir(), 'playsite-cluster-'));
let stopping = false;

function stopChild(child, signal) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
  });
}

/** Instances first (SIGTERM: drain, finish, release leadership), then HAProxy (soft stop). */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping: instances drain and finish their requests, then the balancer');
  await Promise.all(
    children.filter((child) => child.name !== 'haproxy').map((child) => stopChild(child, 'SIGTERM')),
  );
  await Promise.all(
    children.filter((child) => child.name === 'haproxy').map((child) => stopChild(child, 'SIGUSR1')),
  );
  rmSync(configDir, { recursive: true, force: true });
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  run('bash', ['scripts/ensure-haproxy.sh']);
  if (!args.includes('--no-build')) {
    log('building the server…');
    run('npx', ['vite', 'build', '--logLevel', 'warn'], serverDir);
  }
  const url = await databaseUrl();
  const gamesPort = withGames ? Number(process.env.GAMES_PORT || 8090) || (await freePort()) : undefined;
  const gamesUrl = gamesPort ? `http://127.0.0.1:${gamesPort}` : 'off';
  const servers = [];
  for (let index = 1; index <= instances; index++) {
    const port = await freePort();
    const name = `instance${index}`;
    const child = spawn(
      process.execPath,
      [
        '--enable-source-maps',
        ...(process.env.CLUSTER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
        'dist/main.js',
        ...(apiOnly ? ['--api-only'] : []),
      ],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: url,
          GAMES_URL: gamesUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: process.env.TRUST_PROXY || '1',
          // Longer than the balancer's health checks (2 × 500 ms): it stops sending before the close.
          DRAIN_MS: process.env.DRAIN_MS || '1500',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.name = name;
    child.on('exit', (code, signal) => {
      if (!stopping) log(`${name} exited (${signal ?? code}); the balancer sends its traffic to the others`);
    });
    children.push(child);
    servers.push({ name, port, child, url: `http://127.0.0.1:${port}` });
  }
  // Started together: they migrate once, under the migration lock.
  await Promise.all(servers.map(({ url: serverUrl, child, name }) => waitReady(serverUrl, child, name)));
  for (const [index, server] of servers.entries())
    log(`instance ${index + 1} pid=${server.child.pid} url=${server.url}`);

  const port = balancerPort === 0 ? await freePort() : balancerPort;
  const configFile = join(configDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, servers));
  const haproxy = spawn(process.env.HAPROXY_PATH || 'haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  haproxy.name = 'haproxy';
  haproxy.on('exit', (code) => {
    if (!stopping) {
      log(`haproxy exited (${code})`);
      void stop(1);
    }
  });
  children.push(haproxy);
  const balancer = `http://127.0.0.1:${port}`;
  await waitReady(balancer, haproxy, 'the balancer');
  if (gamesPort) {
    const games = spawn('npx', ['--yes', 'pnpm@12.21.0', '--filter', '@playsite/games', 'start'], {
      cwd: root,
      env: { ...process.env, GAMES_PORT: String(gamesPort), GAMES_HOST: '127.0.0.1', PLATFORM_URL: balancer },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    games.name = 'games';
    games.on('exit', (code, signal) => {
      if (!stopping) log(`the game server exited (${signal ?? code})`);
    });
    children.push(games);
    await waitHealthy(gamesUrl, games);
    log(`game server ${gamesUrl} pid=${games.pid}`);
  }
  log(`balancer ${balancer} -> ${instances} instance(s); Ctrl-C stops`);
}

async function waitHealthy(url, child) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the game server exited with ${child.exitCode}`);
    if ((await fetch(`${url}/health`).catch(() => undefined))?.ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the game server is not healthy after 120 s');
}

main().catch((error) => {
  console.error(`cluster: ${error.message}`);
  void stop(1);
});
