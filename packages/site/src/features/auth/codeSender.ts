import { isPlatformError } from '@playsite/api';
import type { SendCode } from '@playsite/forms';
import { reportError } from '../../common/feedback/reportError.ts';
import { platformMessage } from '../../common/panel/errorText.ts';
import { showDialog } from '../../common/stores/modals.ts';
import { sendSmsCode } from './submit.ts';

/**
 * The SMS code fields' sender: a refusal shows the server's message in a warning dialog
 * (docs/product.md § Errors shown to players); a failure the platform told already is reported.
 */
export function codeSender(kind: 'login' | 'register'): SendCode {
  return async ({ mobileNum, countryDialingCode }) => {
    const sent = await sendSmsCode(kind, mobileNum, countryDialingCode);
    if (sent.kind === 'sent') return { seconds: sent.seconds };
    if (isPlatformError(sent.error) && !sent.error.silent)
      showDialog({ message: platformMessage(sent.error) });
    else reportError(sent.error);
    throw new Error('code not sent');
  };
}
