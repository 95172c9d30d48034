// Starts the reference server (API + built site) on a free port with a fresh data folder,
// for benchmarks. Returns the base URL and a stop function.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function serveBuilt() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'playsite-bench-'));
  const server = spawn('npx', ['--yes', 'pnpm@12.21.0', '--filter', '@playsite/server', 'start'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  // A loaded (shared) machine can take over a minute to migrate and seed the fresh database.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/index`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
