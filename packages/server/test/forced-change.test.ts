import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** A session whose password must change may only change it or log out (docs/security.md § Sessions). */
describe.each(backends)('forced password change on the server (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const loginWeak = async () => {
    const login = (await wire.client.login('demoweak', '123456')).body.value as LoginResult;
    expect(login.passwordExpired).toBe(true);
    return login.token;
  };
  const change = (token: string, oldPassword: string, newPassword: string) =>
    wire.client.call('/wps/member/password', {
      encrypt: true,
      token,
      json: { oldPassword, newPassword, confirmNewPassword: newPassword },
    });

  it('refuses every other call of such a session, and serves guest-allowed ones as a guest', async () => {
    const token = await loginWeak();
    for (const path of [
      '/wps/member/info',
      '/wps/v2/wallets/balance',
      '/wps/relay/MCS2_getPaymentPasswordStatus',
    ]) {
      const answer = await wire.client.call(path, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: 'request.forbidden', value: { passwordExpired: true } });
    }
    const vendors = await wire.client.call('/wps/relay/GCSGAME_gameVendor', { token });
    expect(vendors.status).toBeLessThan(400);
    const logout = await wire.client.call('/wps/session/logout', { method: 'DELETE', token });
    expect(logout.body.success).toBe(true);
  });

  it('refuses the username, the default weak pattern and the old password as the new one', async () => {
    const token = await loginWeak();
    expect((await change(token, '123456', 'demoweak')).body.errorCode).toBe('register.field.invalid');
    expect((await change(token, '123456', '12345678')).body.errorCode).toBe('register.field.invalid');
    expect((await change(token, '123456', '123456')).body.errorCode).toBe('password.same.as.old');
    const changed = await change(token, '123456', 'sturdy2468');
    expect(changed.body.success).toBe(true);
    const fresh = changed.body.value as LoginResult;
    expect(fresh.passwordExpired).toBe(false);
    expect((await wire.client.call('/wps/member/info', { token: fresh.token })).body.success).toBe(true);
    // The restricted session ended with the change.
    expect((await wire.client.call('/wps/session/logout', { method: 'DELETE', token })).status).toBe(401);
  });
});
