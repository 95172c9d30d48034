import { errorCodes, isPlatformError } from '@playsite/api';
import type { HeaderLoginValues } from '@playsite/ui';
import { translateError } from '../../shared/i18n/index.ts';
import { modals, openModal, showDialog } from '../../shared/stores/modals.ts';
import { remembered } from './cookies.ts';
import { submitLogin } from './submit.ts';

/** `home`: go to / (not when a forced password change keeps the user in its modal). */
export type HeaderLoginResult = { ok: true; home: boolean } | { ok: false; error?: string };

/**
 * The header form's login, loaded on its first focus or submit (it stays off the start path).
 * It is the login modal's own submit (account/submit.ts: remember-me cookies, forced password
 * change, member info, after-login modal); only the way a failure is told differs: inline, or
 * the login modal when the platform wants a captcha, carrying what was typed.
 */
export async function headerLogin({ username, password }: HeaderLoginValues): Promise<HeaderLoginResult> {
  // No remember-me box in the header: the choice last made in the modal stands.
  const outcome = await submitLogin({ type: 'username', username, password }, remembered().remember, false);
  if (outcome.ok) return { ok: true, home: modals.open !== 'changePassModal' };

  const { error } = outcome;
  if (outcome.captcha) {
    // A password the platform called wrong is not worth carrying over; the username always is.
    const wrongPassword = isPlatformError(error) && error.errorCode === errorCodes.loginInvalid;
    const openLogin = () =>
      openModal('loginPopupModal', {
        prefill: { username, password: wrongPassword ? undefined : password, captcha: true },
      });
    // The reason first, then the modal: a dialog opened together with a modal ends up behind it.
    if (isPlatformError(error) && !error.silent)
      showDialog({ message: translateError(error.errorCode, error.message), onConfirm: openLogin });
    else openLogin();
    return { ok: false };
  }
  if (!isPlatformError(error)) return { ok: false, error: translateError(undefined) };
  if (error.silent || error.sessionEnded) return { ok: false };
  return { ok: false, error: translateError(error.errorCode, error.message) };
}
