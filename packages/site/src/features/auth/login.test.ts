import type { LoginValue } from '@playsite/api';
import { describe, expect, it, vi } from 'vitest';
import { settings } from '../../common/stores/settings.ts';
import { loggedIn, mustChangePassword } from './login.ts';

vi.mock('../../common/account/member.ts', () => ({ loadLoginInfo: vi.fn(async () => undefined) }));

describe('forced password change', () => {
  const fresh = { passwordExpired: false };
  const expired = { passwordExpired: true };

  it('is forced for the default weak password', () => {
    expect(mustChangePassword(fresh, 'username', '123456', false)).toBe(true);
    expect(mustChangePassword(fresh, 'username', 'Str0ngPass', false)).toBe(false);
  });

  it('is forced for an expired password only when expiry is enforced', () => {
    expect(mustChangePassword(expired, 'username', 'Str0ngPass', true)).toBe(true);
    expect(mustChangePassword(expired, 'username', 'Str0ngPass', false)).toBe(false);
  });

  it('is never forced after an SMS login', () => {
    expect(mustChangePassword(expired, 'sms', '123456', true)).toBe(false);
  });
});

describe('the outcome of a sign-in', () => {
  const login = (passwordExpired = false) =>
    ({ token: 't', userName: 'demo', customerType: 0, passwordExpired }) as unknown as LoginValue;

  it('asks the screen for the forced change, with the password it holds', async () => {
    await expect(loggedIn(login(), 'username', '123456')).resolves.toEqual({
      kind: 'mustChangePassword',
      oldPassword: '123456',
    });
  });

  it('asks for the after-login modal after a login, not after a registration or free play', async () => {
    await expect(loggedIn(login(), 'username', 'Str0ngPass')).resolves.toEqual({
      kind: 'loggedIn',
      afterLogin: true,
    });
    await expect(loggedIn(login(), 'register')).resolves.toEqual({ kind: 'loggedIn', afterLogin: false });
    await expect(loggedIn(login(), 'freeplay')).resolves.toEqual({ kind: 'loggedIn', afterLogin: false });
  });

  it('forces the change of an expired password when PWDEXPFORCECHANGE3 is on', async () => {
    settings.flags = { ...settings.flags, PWDEXPFORCECHANGE3: true };
    await expect(loggedIn(login(true), 'username', 'Str0ngPass')).resolves.toMatchObject({
      kind: 'mustChangePassword',
    });
  });
});
