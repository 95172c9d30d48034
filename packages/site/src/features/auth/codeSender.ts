import type { SendCode } from '@playsite/forms';
import { reportError } from '../../common/feedback/reportError.ts';
import { showDialog } from '../../common/stores/modals.ts';
import { sendSmsCode } from './submit.ts';

/** The SMS code fields' sender: a refusal shows the server's message in a warning dialog. */
export function codeSender(kind: 'login' | 'register'): SendCode {
  return async ({ mobileNum, countryDialingCode }) => {
    const sent = await sendSmsCode(kind, mobileNum, countryDialingCode);
    if (sent.ok) return { seconds: sent.seconds };
    if ('error' in sent) reportError(sent.error);
    else if (sent.message) showDialog({ message: sent.message });
    throw new Error('code not sent');
  };
}
