import type { LoginValue } from '@playsite/api';
import { loadLoginInfo } from '../../shared/account/member.ts';
import { platform, reportError } from '../../shared/api/platform.ts';
import { endSession } from '../../shared/api/sessionEnd.ts';
import { closeModal, openModal } from '../../shared/stores/modals.ts';
import { type LoginMethod, startSession } from '../../shared/stores/session.ts';
import { flag } from '../../shared/stores/settings.ts';

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

/** After a successful login, registration or free play (docs/product.md § Login flow). */
export async function loggedIn(login: LoginValue, method: LoginMethod, password?: string): Promise<void> {
  startSession(login.token, login.userName, method, login.customerType);
  if (mustChangePassword(login, method, password, flag('PWDEXPFORCECHANGE3'))) {
    openModal('changePassModal', { forced: true, oldPassword: password });
    return;
  }
  closeModal();
  await loadLoginInfo();
  if (method === 'username' || method === 'sms' || method === 'social') openModal('afterLoginModal');
}

/** Free play: a trial account (type 4), then home. */
export async function freePlay(): Promise<boolean> {
  try {
    const login = await platform.call('freePlay', { os: navigator.platform || 'web', platform: 'W' });
    await loggedIn(login, 'freeplay');
    return true;
  } catch (error) {
    reportError(error);
    return false;
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
    endSession({ openLogin: false });
  }
}
