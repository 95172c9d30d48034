import type { NavigateFunction } from 'react-router-dom';
import { closeModal, type ModalPayloads, modals, openModal } from '../../common/stores/modals.ts';
import type { SignedIn } from './login.ts';

/** What the open login popup was opened for (a game to open after the sign-in), if anything. */
function signInPurpose(): (() => void) | undefined {
  if (modals.open !== 'loginPopupModal') return undefined;
  return (modals.payload as ModalPayloads['loginPopupModal'])?.onSignedIn;
}

/**
 * The screens' side of a sign-in (the services only return a SignedIn): the forced password
 * change stays in its modal; otherwise the sign-in modal closes and the player goes where the
 * sign-in was for (the game they tapped), or, without a purpose, home with the after-login modal
 * after a login. `navigate` is left out where the player is home already (a social return).
 */
export function openAfterSignIn(outcome: SignedIn, navigate?: NavigateFunction): void {
  if (outcome.kind === 'mustChangePassword') {
    openModal('changePassModal', { forced: true, oldPassword: outcome.oldPassword });
    return;
  }
  const purpose = signInPurpose();
  closeModal();
  if (purpose) {
    purpose();
    return;
  }
  if (outcome.afterLogin) openModal('afterLoginModal');
  navigate?.('/');
}
