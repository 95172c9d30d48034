import { errorCodes, isPlatformError } from '@playsite/api';
import type { HeaderLoginValues } from '@playsite/ui';
import { type Failed, failed } from '../../common/outcome.ts';
import { remembered } from './cookies.ts';
import type { SignedIn } from './login.ts';
import { holdVerification } from './pendingVerification.ts';
import { submitLogin } from './submit.ts';

/** What the header form learns; GuestActions opens what follows. */
export type HeaderLoginOutcome =
  | SignedIn
  /**
   * The platform wants a captcha, which the header form has not: the login modal takes over with
   * what was typed (the platform's reason, `error`, first in a dialog).
   */
  | { kind: 'needsCaptcha'; prefill: { username: string; password?: string }; error: unknown }
  /** The new-IP step (LOGINIPVERF3): the login modal takes over with it (pendingVerification.ts). */
  | { kind: 'needsVerification' }
  /** Refused: the form tells `error` on its inline line (unless the platform already told it). */
  | Failed;

/**
 * The header form's login, loaded on its first focus or submit (it stays off the start path).
 * It is the login modal's own submit (submit.ts: remember-me cookies, forced password change,
 * member info); only the way a failure is told differs: inline, or the login modal when the
 * platform wants a captcha, carrying what was typed.
 */
export async function headerLogin({ username, password }: HeaderLoginValues): Promise<HeaderLoginOutcome> {
  // No remember-me box in the header: the choice last made in the modal stands.
  const outcome = await submitLogin({ type: 'username', username, password }, remembered().remember);
  if (outcome.kind === 'loggedIn' || outcome.kind === 'mustChangePassword') return outcome;
  if (outcome.kind === 'needsVerification') {
    holdVerification(outcome);
    return { kind: 'needsVerification' };
  }

  const { error } = outcome;
  if (outcome.kind === 'needsCaptcha') {
    // A password the platform called wrong is not worth carrying over; the username always is.
    const wrongPassword = isPlatformError(error) && error.errorCode === errorCodes.loginInvalid;
    return {
      kind: 'needsCaptcha',
      prefill: { username, password: wrongPassword ? undefined : password },
      error,
    };
  }
  return failed(error);
}

// What follows a sign-in, for the header form: loaded with this module, off the start-up path.
export { openAfterSignIn } from './afterSignIn.ts';
