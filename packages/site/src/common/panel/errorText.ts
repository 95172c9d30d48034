import { isPlatformError } from '@playsite/api';
import { translateError } from '../i18n/index.ts';

/** A failed call as the user reads it: the error code through the errors namespace. */
export function errorText(error: unknown): string {
  return isPlatformError(error) ? translateError(error.errorCode, error.message) : translateError(undefined);
}
