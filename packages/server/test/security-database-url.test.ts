import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { databaseUrlProblem } from '../src/config.ts';
import { postgresUrl } from './support/postgres-template.ts';

const serverDir = new URL('..', import.meta.url).pathname;

/** src/main.ts as its own process with `databaseUrl`: its exit status and what it printed. */
function start(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--api-only'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * A DATABASE_URL that can not be used stops the start with one configuration line, as config.ts
 * does for other bad settings (item 11 of the concurrency review: a stack dump before).
 */
describe('a DATABASE_URL that can not be used', () => {
  it('stops the start with one line naming it, its password hidden, when nothing listens there', async () => {
    const { code, output } = await start('postgres://playsite:secret@127.0.0.1:1/nowhere');
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^DATABASE_URL="postgres:\/\/playsite:\*\*\*@127\.0\.0\.1:1\/nowhere" could not be used: /,
    );
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops the start with one line for a database that does not exist', async () => {
    const url = new URL(postgresUrl);
    url.pathname = '/playsite_no_such_database';
    const { code, output } = await start(url.href);
    expect(code).toBe(1);
    expect(output.trim().split('\n'), output).toHaveLength(1);
    expect(output).toMatch(/could not be used: .*playsite_no_such_database/);
  });

  it('leaves other errors alone (they are bugs and keep their stack)', () => {
    expect(databaseUrlProblem('postgres://h/d', new TypeError('x is undefined'))).toBeUndefined();
    expect(
      databaseUrlProblem('postgres://h/d', Object.assign(new Error('syntax'), { code: '42601' })),
    ).toBeUndefined();
  });
});
