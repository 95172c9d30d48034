import { isPlatformError } from '@playsite/api';
import { platform } from '../../common/api/platform.ts';
import { session } from '../../common/stores/session.ts';
import { loadPopupAnnouncements } from '../promotions/lazy.ts';
import { cookieNames, deleteCookie, writeCookie } from './cookies.ts';
import { isDeviceRemembered } from './deviceMark.ts';
import { loggedIn } from './login.ts';

/**
 * After a username login: the server remembers this device for 24 hours in an HttpOnly cookie
 * (docs/security.md § Remember me), or forgets it when the box was left unticked. Remember-me is
 * a convenience: when the call fails the member stays logged in, only not remembered.
 */
export async function rememberThisDevice(remember: boolean): Promise<void> {
  if (!remember) return forgetThisDevice();
  try {
    await platform.call('rememberDevice');
    writeCookie(cookieNames.device, '1');
  } catch {
    // Nothing to tell the member: the next visit simply asks for the password.
  }
}

/** Logging out, or a login without the box ticked: the next visitor of this browser must sign in. */
export async function forgetThisDevice(): Promise<void> {
  if (!isDeviceRemembered()) return;
  deleteCookie(cookieNames.device);
  try {
    await platform.call('forgetDevice');
  } catch {
    // The token expires by itself within 24 hours.
  }
}

/**
 * A new tab, or a return within 24 hours, on a remembered device: logs in with the device's
 * token, which the server rotates on use. A refused token (expired, or revoked by a password
 * change) is forgotten here too.
 */
export async function resumeRememberedSession(): Promise<boolean> {
  if (session.token || !isDeviceRemembered()) return false;
  try {
    const login = await platform.call('resumeRemembered');
    writeCookie(cookieNames.device, '1');
    const outcome = await loggedIn(login, 'username');
    // No login screen was shown: the popups of the day show now instead (once a day, dismissable).
    if (outcome.kind === 'loggedIn')
      loadPopupAnnouncements().then(
        (module) => module.showPopupsOnReturn(),
        () => undefined,
      );
    return true;
  } catch (error) {
    if (isPlatformError(error)) deleteCookie(cookieNames.device);
    return false;
  }
}
