import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** The review's examples of input that produced a 5xx; each is now a 4xx envelope. */
describe.each(backends)('inputs that once answered 5xx (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const expect4xx = (answer: { status: number; body: { success: boolean; errorCode?: string } }) => {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(false);
  };

  it('refuses a NUL byte in a text field before it reaches the database', async () => {
    const answer = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: { username: 'nul\u0000user', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(answer.body.success).toBe(false);
    expect(answer.status).toBeLessThan(500);
    expect4xx(await wire.client.call('/wps/agent/affiliate', { query: { affiliateCode: 'A\u0000' } }));
  });

  it('refuses 20,000 nested brackets without overflowing the stack', async () => {
    const body = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect4xx(await wire.client.call('/wps/verification/sms/register', { rawBody: body }));
    expect4xx(await wire.client.call('/wps/session/login/freeplay', { rawBody: body }));
  });

  it('answers a form body on a JSON route and a bad launch query with 4xx', async () => {
    expect4xx(
      await wire.client.call('/wps/verification/sms/register', {
        form: { mobileNo: '9170000099', countryDialingCode: '+63', 'x[y]': '1' },
      }),
    );
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    for (const query of ['', '?gameCode=a&gameCode=b', '?gameCode=%00', '?vendorCode[]=x&gameCode=']) {
      const response = await fetch(`${wire.harness.url}/wps/game/launchAddress${query}`, {
        headers: { Merchant: 'demo', Authorization: token },
      });
      expect(response.status, query).toBeLessThan(500);
    }
  });
});
