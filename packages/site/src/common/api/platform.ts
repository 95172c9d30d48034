import { createPlatformClient, isPlatformError } from '@playsite/api';
import { brand } from '../brand/index.ts';
import { currentLanguage, platformLanguage, translateError } from '../i18n/index.ts';
import { showDialog } from '../stores/modals.ts';
import { session } from '../stores/session.ts';
import { endSession } from './sessionEnd.ts';

/** The one platform client of the site: same origin, brand merchant, current token and language. */
export const platform = createPlatformClient({
  baseURL: '',
  merchant: brand.merchantCode,
  device: 'web',
  language: () => platformLanguage(currentLanguage()),
  token: () => session.token ?? undefined,
  // The client calls this once per token, so the login popup never loops.
  onSessionEnded: () => endSession({ openLogin: true }),
});

/**
 * Shows a failed call to the user: the errorCode translated through the errors namespace in a
 * warning dialog, unless the call is silent or it ended the session (the login popup says enough).
 */
export function reportError(error: unknown): void {
  if (isPlatformError(error)) {
    if (error.silent || error.sessionEnded) return;
    showDialog({ message: translateError(error.errorCode, error.message) });
    return;
  }
  showDialog({ message: translateError(undefined) });
}
