import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** docs/security.md § Remember me: a revocable, rotated 24 h token in an HttpOnly cookie; no password stored. */
describe.each(backends)('remember me (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const post = (path: string, init: { token?: string; cookie?: string; method?: string } = {}) =>
    fetch(`${wire.harness.url}/wps/session/remember${path}`, {
      method: init.method ?? 'POST',
      headers: {
        Merchant: 'demo',
        ...(init.method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: init.token } : {}),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      body: init.method === 'DELETE' ? undefined : '{}',
    });
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const login = async () =>
    ((await wire.client.login('demovip', 'demo1234')).body.value as LoginResult).token;

  it('sets an HttpOnly, SameSite=Lax cookie for 24 h and logs a new tab in with it, rotating the token', async () => {
    const remembered = await post('', { token: await login() });
    expect(remembered.status).toBe(200);
    const setCookie = remembered.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^playsite_remember=[\w-]{43}; Path=\/wps\/session\/remember; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    expect(setCookie).not.toContain('demo1234');
    const first = cookieOf(remembered);
    const resumed = await post('/resume', { cookie: first });
    const body = (await resumed.json()) as { success: boolean; value: LoginResult };
    expect(body.success).toBe(true);
    expect(body.value.userName).toBe('demovip');
    expect((await wire.client.call('/wps/member/info', { token: body.value.token })).body.success).toBe(true);
    const second = cookieOf(resumed);
    expect(second).not.toBe(first);
    // The spent token is refused, and presenting it again ends the rotated one too (a stolen copy).
    expect((await post('/resume', { cookie: first })).status).toBe(401);
    expect((await post('/resume', { cookie: second })).status).toBe(401);
  });

  it('expires after 24 hours, ends with a password change and with forget', async () => {
    const cookie = cookieOf(await post('', { token: await login() }));
    wire.harness.clock.advance(24 * 3_600_000 + 1);
    expect((await post('/resume', { cookie })).status).toBe(401);

    const token = await login();
    const kept = cookieOf(await post('', { token }));
    const changed = await wire.client.call('/wps/member/password', {
      encrypt: true,
      token,
      json: { oldPassword: 'demo1234', newPassword: 'demo5678', confirmNewPassword: 'demo5678' },
    });
    expect(changed.body.success).toBe(true);
    expect((await post('/resume', { cookie: kept })).status).toBe(401);

    const fresh = ((await wire.client.login('demovip', 'demo5678')).body.value as LoginResult).token;
    const forgotten = cookieOf(await post('', { token: fresh }));
    expect((await post('', { cookie: forgotten, method: 'DELETE' })).status).toBe(200);
    expect((await post('/resume', { cookie: forgotten })).status).toBe(401);
  });

  it('takes JSON only and needs a session to remember', async () => {
    expect((await post('')).status).toBe(401);
    const form = await fetch(`${wire.harness.url}/wps/session/remember/resume`, {
      method: 'POST',
      headers: { Merchant: 'demo', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
  });
});
