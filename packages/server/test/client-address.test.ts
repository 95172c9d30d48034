import { describe, expect, it } from 'vitest';
import { useWireHarness } from './support/wire-harness.ts';

const forgot = (wire: ReturnType<typeof useWireHarness>, forwardedFor: string) =>
  wire.client.call('/wps/member/password/email', {
    form: { username: `nobody${Math.random().toString(36).slice(2, 8)}`, email: 'nobody@example.test' },
    headers: { 'X-Forwarded-For': forwardedFor },
  });

/** Per-client limits use the address seen through TRUST_PROXY hops only (docs/security.md § Client address). */
describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  const wire = useWireHarness('pglite', { trustProxy: 1 });

  it('takes the address the proxy appended, not one the client wrote', async () => {
    const status = await wire.client.call('/wps/system/status', {
      headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.99' },
    });
    expect(status.body.value).toMatchObject({ location: { ip: '198.51.100.99' } });
  });

  it('keeps counting one client that rotates a forged left-hand address', async () => {
    const answers = [];
    for (let index = 0; index < 11; index++)
      answers.push(await forgot(wire, `10.9.9.${index}, 198.51.100.50`));
    expect(answers.slice(0, 10).every((answer) => answer.body.success)).toBe(true);
    expect(answers[10]?.status).toBe(429);
  });
});

describe('client address with no trusted proxy (TRUST_PROXY=0)', () => {
  const wire = useWireHarness('pglite', { trustProxy: 0 });

  it('ignores X-Forwarded-For entirely', async () => {
    const status = await wire.client.call('/wps/system/status', {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(status.body.value).toMatchObject({ location: { ip: '127.0.0.1', country: 'LOCAL' } });
    const answers = [];
    for (let index = 0; index < 11; index++) answers.push(await forgot(wire, `203.0.113.${index}`));
    expect(answers[10]?.status).toBe(429);
  });
});
