import { describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('operations endpoints and request ids over HTTP (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${wire.harness.url}${path}`, { headers: { Merchant: 'demo', ...headers } });

  it('answers every request with an X-Request-Id: a sane incoming one kept, anything else replaced', async () => {
    const fresh = await get('/wps/system/status');
    expect(fresh.headers.get('x-request-id')).toMatch(uuid);
    const kept = await get('/wps/system/status', { 'X-Request-Id': 'lb-7f3a.42:1' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    for (const bad of ['two words', 'x'.repeat(129), 'semi;colon']) {
      const replaced = await get('/wps/system/status', { 'X-Request-Id': bad });
      expect(replaced.headers.get('x-request-id')).toMatch(uuid);
    }
    const notFound = await get('/wps/no/such/call');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(uuid);
  });

  it('/health says alive and /ready says ready (database reachable, migrations done)', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'alive' });
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', leader: true });
  });

  it('/metrics counts requests and latency per route, server errors, ledger transfers and the pool', async () => {
    for (let i = 0; i < 3; i++) await get('/wps/system/status');
    const text = await (await get('/metrics')).text();
    const count = Number(
      text.match(
        /playsite_http_requests_total\{method="GET",route="\/wps\/system\/status",status="200"\} (\d+)/,
      )?.[1],
    );
    expect(count).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(
      /playsite_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/wps\/system\/status"\} \d+/,
    );
    expect(text).toContain('# TYPE playsite_http_errors_total counter');
    // The seed credits the demo accounts through the ledger.
    expect(Number(text.match(/playsite_ledger_transfers\{kind="[^"]+"\} (\d+)/)?.[1])).toBeGreaterThan(0);
    expect(text).toContain('playsite_leader 1');
    if (backend === 'postgres') expect(text).toMatch(/playsite_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});
