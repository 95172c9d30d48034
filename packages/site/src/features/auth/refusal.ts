import { FORM_ERROR } from '@playsite/forms';
import { reportError } from '../../common/feedback/reportError.ts';
import type { Refused } from './submit.ts';

/**
 * A refused submit on screen: the platform's reason in a warning dialog, and a form error that
 * keeps everything typed (final-form leaves the values as they were).
 */
export function showRefusal(outcome: Refused) {
  reportError(outcome.error);
  return { [FORM_ERROR]: undefined };
}
