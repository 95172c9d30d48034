import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

/**
 * Slow clients are cut off (item 10 of the concurrency review: a body trickled in was held until
 * Node's 300 s request timeout): headers and the whole request each have a deadline
 * (config.http, here shortened), after which the server answers 408 and closes the connection.
 */
describe.each(backends.slice(-1))('request deadlines (%s)', (backend) => {
  const wire = useWireHarness(backend, {
    http: { headersTimeoutMs: 800, requestTimeoutMs: 1_500, keepAliveTimeoutMs: 5_000, checkEveryMs: 200 },
  });

  /** Sends `text` on a raw connection and resolves with what came back when the server closed it. */
  function hold(text: string, giveUpMs: number) {
    const { port } = new URL(wire.harness.url);
    return new Promise<{ answer: string; ms: number; closed: boolean }>((resolve) => {
      const started = performance.now();
      let answer = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
      const done = (closed: boolean) => {
        clearTimeout(timer);
        socket.destroy();
        resolve({ answer, ms: performance.now() - started, closed });
      };
      const timer = setTimeout(() => done(false), giveUpMs);
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => done(true));
      socket.on('error', () => done(true));
    });
  }

  it('closes a request whose body stops arriving', async () => {
    const result = await hold(
      'POST /wps/session/login HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: demo\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"value":',
      6_000,
    );
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.ms).toBeLessThan(4_000);
  });

  it('closes a connection whose headers stop arriving', async () => {
    const result = await hold('GET /wps/system/status HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: de', 6_000);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(4_000);
  });

  it('still serves a request that arrives in time', async () => {
    const answer = await wire.client.call('/wps/system/status');
    expect(answer.status).toBe(200);
  });
});
