import { isPlatformError } from '@playsite/api';
import { reportError } from '../../common/feedback/reportError.ts';
import { errorText } from '../../common/panel/errorText.ts';
import { openModal, showDialog } from '../../common/stores/modals.ts';
import { openAfterSignIn } from './afterSignIn.ts';
import { socialSignInOutcome } from './social.ts';

/**
 * The way back from a social provider, on screen: signed in as after any login; a failure opens
 * the login modal, its reason first (a dialog opened together with a modal ends up behind it),
 * or the platform's error reported above the open modal.
 */
export async function completeSocialSignIn(): Promise<void> {
  const outcome = await socialSignInOutcome();
  if (outcome.kind === 'none') return;
  if (outcome.kind !== 'failed') return openAfterSignIn(outcome);
  if (!isPlatformError(outcome.error)) {
    showDialog({ message: errorText(outcome.error), onConfirm: () => openModal('loginPopupModal') });
    return;
  }
  openModal('loginPopupModal');
  reportError(outcome.error);
}
