import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** Real clients add fields and cache-busters (docs/security.md § Input). */
describe.each(backends)('liberal in what it accepts, strict on types (%s)', (backend) => {
  const wire = useWireHarness(backend);

  it('ignores unknown body fields and takes null as absent for optional ones', async () => {
    const login = await wire.client.call('/wps/session/login', {
      encrypt: true,
      json: { username: 'demomember', password: 'demo1234', isSms: false, deviceId: 'abc', captcha: null },
    });
    expect(login.body.success).toBe(true);
    const registered = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: {
        username: 'liberal01',
        password: 'secret123',
        confirmPassword: 'secret123',
        isAdmin: true,
        email: null,
      },
    });
    expect(registered.body.success).toBe(true);
    const stored = await wire.harness.db.query<{ profile: unknown; email: string | null }>(
      "SELECT profile, email FROM members WHERE username = 'liberal01'",
    );
    expect(JSON.stringify(stored[0])).not.toContain('isAdmin');
  });

  it('ignores cache-busters on GET calls, the RSA key and status included', async () => {
    const query = { t: String(Date.now()), _: '1' };
    expect((await wire.client.call('/wps/session/key/rsa', { query })).status).toBe(200);
    expect((await wire.client.call('/wps/system/status', { query })).body.success).toBe(true);
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    expect((await wire.client.call('/wps/member/info', { token, query })).body.success).toBe(true);
  });

  it('still refuses wrong types and out-of-range values', async () => {
    const wrongType = await wire.client.call('/wps/session/login', {
      encrypt: true,
      json: { username: 12345, password: 'demo1234' },
    });
    expect(wrongType.body.errorCode).toBe('request_param_err');
    const tooLong = await wire.client.call('/wps/agent/affiliate', {
      query: { affiliateCode: 'A'.repeat(300) },
    });
    expect(tooLong.body.errorCode).toBe('request_param_err');
  });

  it('answers unknown paths under every API prefix with a JSON 404 envelope', async () => {
    for (const prefix of [
      '/wps/',
      '/lgw/',
      '/lotto/',
      '/media/',
      '/games/',
      '/play/',
      '/__dev/',
      '/__operator/',
    ]) {
      const answer = await wire.client.call(`${prefix}no/such/call`);
      expect(answer.status, prefix).toBe(404);
      expect(answer.headers.get('content-type'), prefix).toContain('application/json');
      expect(answer.body, prefix).toMatchObject({ success: false, errorCode: 'request.not.found' });
    }
  });

  it('serves a junk Authorization header on a guest-allowed call as a guest', async () => {
    for (const junk of ['Bearer undefined', 'null', 'x'.repeat(500)]) {
      const answer = await wire.client.call('/wps/relay/GCSGAME_gameVendor', { token: junk });
      expect(answer.status, junk).toBe(200);
      expect(answer.body.success, junk).toBe(true);
    }
    expect((await wire.client.call('/wps/member/info', { token: 'Bearer undefined' })).status).toBe(401);
  });
});
