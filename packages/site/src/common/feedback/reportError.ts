import { isPlatformError, mustChangePassword } from '@playsite/api';
import { translateError } from '../i18n/index.ts';
import { showDialog } from '../stores/modals.ts';

/**
 * A screen shows a failed call to the user: the errorCode translated through the errors
 * namespace in a warning dialog, unless the call is silent, it ended the session (the login
 * popup says enough) or the password must change first (its modal opened). Services never call
 * this: they return or throw their outcome and the screen decides.
 */
export function reportError(error: unknown): void {
  if (isPlatformError(error)) {
    if (error.silent || error.sessionEnded || mustChangePassword(error)) return;
    showDialog({ message: translateError(error.errorCode, error.message) });
    return;
  }
  showDialog({ message: translateError(undefined) });
}
