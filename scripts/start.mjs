// `pnpm start` after the site build: the reference platform and the game server beside it, as two
// processes (the game server is a provider: it reaches the platform only through the provider wallet
// API). Their output is interleaved with a prefix; Ctrl-C (or SIGTERM) stops both; when one exits the
// other is stopped and its exit status is ours.
//
// Env: everything the two servers read (packages/server/README.md, packages/games/README.md). PORT
// (8080) is the platform's, GAMES_PORT (8090) the game server's; PLATFORM_URL and GAMES_URL default
// to each other's loopback address.
import { spawn } from 'node:child_process';

const pnpm = ['--yes', 'pnpm@12.21.0'];
const host = process.env.HOST || '127.0.0.1';
const platformPort = process.env.PORT || '8080';
const gamesPort = process.env.GAMES_PORT || '8090';
const env = {
  ...process.env,
  PLATFORM_URL: process.env.PLATFORM_URL || `http://${host}:${platformPort}`,
  GAMES_URL: process.env.GAMES_URL || `http://${host}:${gamesPort}`,
  GAMES_PORT: gamesPort,
};

const children = [
  ['platform', ['--filter', '@playsite/server', 'start']],
  ['games', ['--filter', '@playsite/games', 'start']],
].map(([name, args]) => {
  const child = spawn('npx', [...pnpm, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines)
        (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
    });
  }
  return { name, child };
});

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {}
    }
  }
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

// The status of the server that ended first on its own (0 when we were asked to stop).
let status = 0;
let running = children.length;
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the other server`);
      status = code || 1;
    }
    stopAll();
    if (--running === 0) process.exit(status);
  });
}
