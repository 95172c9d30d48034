import type { LoginValue } from '@playsite/api';
import { loadLoginInfo } from '../../common/account/member.ts';
import { platform } from '../../common/api/platform.ts';
import { endSession } from '../../common/api/sessionEnd.ts';
import { type LoginMethod, startSession } from '../../common/stores/session.ts';
import { flag } from '../../common/stores/settings.ts';

/** The platform's default initial password: six digits ascending from 1. */
export const defaultWeakPassword = '123456';

/** A password change is forced for the default password, or an expired one when PWDEXPFORCECHANGE3 is on; never after an SMS login. */
export function mustChangePassword(
  login: Pick<LoginValue, 'passwordExpired'>,
  method: LoginMethod,
  password: string | undefined,
  expiryEnforced: boolean,
): boolean {
  if (method !== 'username') return false;
  return password === defaultWeakPassword || (login.passwordExpired && expiryEnforced);
}

/**
 * How a sign-in ended once the platform accepted it; the screen opens what follows
 * (afterSignIn.ts): the forced password change, or the after-login modal when `afterLogin`.
 */
export type SignedIn =
  | { kind: 'loggedIn'; afterLogin: boolean }
  | { kind: 'mustChangePassword'; oldPassword?: string };

/** After a successful login, registration or free play (docs/product.md § Login flow). */
export async function loggedIn(login: LoginValue, method: LoginMethod, password?: string): Promise<SignedIn> {
  startSession(login.token, login.userName, method, login.customerType);
  if (mustChangePassword(login, method, password, flag('PWDEXPFORCECHANGE3')))
    return { kind: 'mustChangePassword', oldPassword: password };
  await loadLoginInfo();
  return { kind: 'loggedIn', afterLogin: method === 'username' || method === 'sms' || method === 'social' };
}

/** Free play: a trial account (type 4); the screen goes home. */
export async function freePlay(): Promise<SignedIn | { kind: 'failed'; error: unknown }> {
  try {
    const login = await platform.call('freePlay', { os: navigator.platform || 'web', platform: 'W' });
    return await loggedIn(login, 'freeplay');
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** DELETE /wps/session/logout, then forget the session whatever the platform answered. */
export async function logout(): Promise<void> {
  try {
    await platform.call('logout');
  } catch {
    // The session is gone locally either way; a failed logout call only leaves a server token to expire.
  } finally {
    platform.clearCache();
    endSession('logout');
  }
}
