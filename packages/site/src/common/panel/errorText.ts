import { isPlatformError } from '@playsite/api';
import { i18n, translateError } from '../i18n/index.ts';

/**
 * A failure as the user reads it: a PlatformError's code (or an ErrorCode a service found itself)
 * through the errors namespace, else the platform's own message, else the generic line.
 */
export function errorText(error: unknown): string {
  if (isPlatformError(error)) return translateError(error.errorCode, error.message);
  return translateError(typeof error === 'string' ? error : undefined);
}

/** The text of a failure the platform has not told already (not silent, no ended session). */
export function untoldErrorText(error: unknown): string | undefined {
  if (isPlatformError(error) && (error.silent || error.sessionEnded)) return undefined;
  return errorText(error);
}

/** The platform's own message of a failure (a warning dialog shows it as it came), or the generic line. */
export function platformMessage(error: unknown): string {
  const message = isPlatformError(error) ? error.message : undefined;
  return message && isPlatformError(error) && message !== error.errorCode
    ? message
    : i18n.t('feedback.genericError');
}
