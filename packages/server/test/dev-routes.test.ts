import { describe, expect, it } from 'vitest';
import { useWireHarness } from './support/wire-harness.ts';

/** docs/security.md § Development mode: loopback, Host, Origin and JSON checks. */
describe('development routes resist cross-site and rebinding calls', () => {
  const wire = useWireHarness('pglite');
  const inject = (options: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    remoteAddress?: string;
  }) =>
    wire.harness.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: { host: '127.0.0.1:8080', ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
    });
  const flag = JSON.stringify({ modId: 'FREEPLAY3', enabled: true });

  it('takes a JSON operator call from loopback with no Origin or a loopback one', async () => {
    for (const origin of [undefined, 'http://localhost:5173']) {
      const answer = await inject({
        method: 'POST',
        url: '/__operator/flags',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: flag,
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('refuses a form-encoded (cross-site form) operator post', async () => {
    const answer = await inject({
      method: 'POST',
      url: '/__operator/flags',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'modId=FREEPLAY3&enabled=true',
    });
    expect(answer.statusCode).toBe(415);
    const plain = await inject({
      method: 'POST',
      url: '/__operator/flags',
      headers: { 'content-type': 'text/plain' },
      payload: flag,
    });
    expect(plain.statusCode).toBe(415);
  });

  it('refuses a foreign Origin and a foreign Host (DNS rebinding)', async () => {
    const foreignOrigin = await inject({
      method: 'POST',
      url: '/__operator/flags',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: flag,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    for (const url of [
      '/__operator/settings',
      '/__dev/outbox?to=a@b.test',
      '/__dev/oauth/google/authorize',
    ]) {
      const rebound = await inject({ url, headers: { host: 'evil.example:8080' } });
      expect(rebound.statusCode, url).toBe(403);
    }
  });

  it('answers every /__dev and /__operator route on loopback only', async () => {
    for (const url of ['/__operator/ping', '/__dev/outbox?to=a@b.test', '/__dev/oauth/google/userinfo']) {
      const remote = await inject({ url, remoteAddress: '203.0.113.5' });
      expect(remote.statusCode, url).toBe(403);
    }
    expect((await inject({ url: '/__dev/outbox?to=a@b.test' })).statusCode).toBe(200);
  });
});
