import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { hasPostgres } from './ops-support.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** Why the cluster tests can not run here (printed), or undefined. HAProxy is installed when missing and allowed. */
export function clusterUnavailable(): string | undefined {
  if (!hasPostgres) return 'PostgreSQL is not reachable';
  const ensured = spawnSync('bash', ['scripts/ensure-haproxy.sh'], { cwd: root, encoding: 'utf8' });
  if (ensured.status !== 0) return `HAProxy is not available: ${ensured.stderr.trim()}`;
  return undefined;
}

export interface Cluster {
  balancer: string;
  instances: Array<{ pid: number; url: string }>;
  lines: string[];
  /** Ctrl-C: the script stops the instances gracefully, then HAProxy; resolves with its exit code. */
  stop: () => Promise<number | null>;
}

/**
 * `node scripts/cluster.mjs --api-only` on a free balancer port; resolves once it is ready.
 * `build: false` uses the server build already in dist/ (the benchmark builds once for many clusters).
 */
export async function startCluster(
  env: Record<string, string>,
  instances = 2,
  { build = true }: { build?: boolean } = {},
): Promise<Cluster> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      '--api-only',
      '--no-games',
      '--port',
      '0',
      '--instances',
      String(instances),
      ...(build ? [] : ['--no-build']),
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const found: Array<{ pid: number; url: string }> = [];
  const balancer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cluster did not start:\n${lines.join('\n')}`)), 180_000);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const instance = line.match(/^cluster: instance \d+ pid=(\d+) url=(\S+)/);
        if (instance) found.push({ pid: Number(instance[1]), url: instance[2] ?? '' });
        const ready = line.match(/^cluster: balancer (http:\/\/\S+)/)?.[1];
        if (ready) {
          clearTimeout(timer);
          resolve(ready);
        }
      });
    }
    void exited.then((code) => reject(new Error(`cluster exited (${code}):\n${lines.join('\n')}`)));
  });
  return {
    balancer,
    instances: found,
    lines,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}
