import { afterAll, describe, expect, it } from 'vitest';
import { freshSchema, hasPostgres, type Schema, type ServerProcess, spawnServer } from './ops-support.ts';
import { encryptFor } from './support/wire-client.ts';

interface LogLine {
  reqId?: string;
  msg?: string;
  url?: string;
  status?: number;
}
const logLines = (server: ServerProcess): LogLine[] =>
  server.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });

/** The server as operators run it (its own process, production logging, PostgreSQL). */
describe.skipIf(!hasPostgres)('a server process: logs with request ids, graceful stop (PostgreSQL)', () => {
  let schema: Schema | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await schema?.drop();
  });

  it('writes one JSON log line per request carrying the id it answers in X-Request-Id', async () => {
    schema = await freshSchema('ops_process');
    server = await spawnServer({ DATABASE_URL: schema.url, DRAIN_MS: '600' });
    const answer = await fetch(`${server.url}/wps/system/status`, {
      headers: { Merchant: 'demo', 'X-Request-Id': 'trace-ops-1' },
    });
    expect(answer.headers.get('x-request-id')).toBe('trace-ops-1');
    const anonymous = await fetch(`${server.url}/health`);
    const generated = anonymous.headers.get('x-request-id') ?? expect.fail('no id');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logLines(server);
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: 'trace-ops-1',
        msg: 'request',
        url: '/wps/system/status',
        status: 200,
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ reqId: generated, url: '/health' }));
    // Every line written while serving a request names it.
    expect(lines.filter((line) => line.url && !line.reqId)).toEqual([]);
    // Starting the process (tsx, migrations and seed on a fresh schema) takes 8 s alone and over
    // 30 s beside the other heavy test files on a loaded 2-core machine.
  }, 90_000);

  it('on SIGTERM: not ready while draining, the login in flight completes, then it exits 0', async () => {
    const running = server ?? expect.fail('no server');
    const modulus = (
      await (await fetch(`${running.url}/wps/session/key/rsa`, { headers: { Merchant: 'demo' } })).text()
    ).trim();
    const encrypted = encryptFor(modulus, { username: 'demomember', password: 'demo1234' });
    // A login hashes at full cost in production: a request still in flight when the signal comes.
    const login = fetch(`${running.url}/wps/session/login`, {
      method: 'POST',
      headers: {
        Merchant: 'demo',
        Device: 'web',
        Language: 'EN',
        Encryption: encrypted.header,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(encrypted.body),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    running.child.kill('SIGTERM');
    // Not ready from the signal on (a loaded machine may take a moment to deliver it; the drain
    // lasts DRAIN_MS from then, so /ready is asked until it says so, for at most 3 s).
    let ready = { status: 0, body: {} as unknown };
    for (const started = Date.now(); ready.status !== 503 && Date.now() - started < 3_000; ) {
      const answer = await fetch(`${running.url}/ready`);
      ready = { status: answer.status, body: await answer.json() };
      if (ready.status !== 503) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ready).toEqual({ status: 503, body: { status: 'draining' } });
    const answer = await login;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    const code = await running.exited;
    if (code !== 0) console.log(running.lines.join('\n'));
    expect(code).toBe(0);
    await expect(fetch(`${running.url}/health`)).rejects.toThrow();
    expect(logLines(running).map((line) => line.msg)).toContain('stopped');
  });
});
