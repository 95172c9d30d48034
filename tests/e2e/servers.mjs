// The journeys' servers, started at once (Playwright starts the entries of `webServer` one after
// another, and each platform spends most of its first start seeding its new database on one core):
// the site, the platform and the back office are built once, then both halves' platforms and game servers start
// together. Prints `e2e servers ready` when all four answer; the output of each is prefixed with
// its name. Playwright stops the whole process group at the end of the run.
//
// Env (set by playwright.config.ts): E2E_PORT_<half>, E2E_GAMES_PORT_<half>, E2E_DATA_DIR_<half>
// for the halves `first` and `second`; E2E_SITE_BUILT=1 when the site in packages/site/dist is
// already the shipped build (scripts/test.mjs builds it for the size budget).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const pnpm = ['npx', '--yes', 'pnpm@12.21.0'];
const halves = ['first', 'second'];

/** Builds a package; resolves when done, ends the process when the build fails. */
function build(what, env = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), '--filter', what, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => {
      if (status !== 0) {
        console.error(`e2e servers: building ${what} failed`);
        process.exit(1);
      }
      console.log(`e2e servers: ${what} built in ${Date.now() - started} ms`);
      done();
    });
  });
}

if (process.env.E2E_SITE_BUILT !== '1') await build('@playsite/site', { NODE_ENV: 'production' });
// The back office is served by the platform under /backoffice/ (tests/e2e/backoffice.spec.ts).
await Promise.all([build('@playsite/server'), build('@playsite/backoffice', { NODE_ENV: 'production' })]);

const platformUrl = (half) => `http://127.0.0.1:${process.env[`E2E_PORT_${half}`]}`;
const gamesUrl = (half) => `http://127.0.0.1:${process.env[`E2E_GAMES_PORT_${half}`]}`;
const dataDir = (half) => process.env[`E2E_DATA_DIR_${half}`];

const servers = halves.flatMap((half) => [
  {
    name: `platform ${half}`,
    command: ['node', '--enable-source-maps', 'dist/main.js'],
    cwd: join(root, 'packages/server'),
    health: `${platformUrl(half)}/__operator/ping`,
    env: {
      PORT: process.env[`E2E_PORT_${half}`],
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(half),
      GAMES_URL: gamesUrl(half),
      NODE_ENV: 'development',
      // Journeys come through one trusted proxy hop, each with its own client address (support.ts).
      TRUST_PROXY: '1',
    },
  },
  {
    name: `games ${half}`,
    // Its `start` script without pnpm's start-up in front of it.
    command: ['node_modules/.bin/tsx', 'src/main.ts'],
    cwd: join(root, 'packages/games'),
    health: `${gamesUrl(half)}/health`,
    env: {
      GAMES_PORT: process.env[`E2E_GAMES_PORT_${half}`],
      GAMES_HOST: '127.0.0.1',
      PLATFORM_URL: platformUrl(half),
      GAMES_DATA_DIR: join(dataDir(half), 'games'),
      NODE_ENV: 'development',
    },
  },
]);

const started = Date.now();
for (const server of servers) {
  const [cmd, ...args] = server.command;
  const child = spawn(cmd, args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${server.name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    console.error(`e2e servers: ${server.name} exited (${signal ?? code})`);
    process.exit(1);
  });
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(servers);
while (waiting.size) {
  for (const server of [...waiting]) {
    if (await answers(server.health)) {
      waiting.delete(server);
      console.log(`e2e servers: ${server.name} up after ${Date.now() - started} ms`);
    }
  }
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log('e2e servers ready');
