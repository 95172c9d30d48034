import { closeModal, openModal } from '../../common/stores/modals.ts';
import type { SignedIn } from './login.ts';

/**
 * The screens' side of a sign-in (the services only return a SignedIn): the forced password
 * change, or close the sign-in modal and, after a login, the after-login modal.
 */
export function openAfterSignIn(outcome: SignedIn): void {
  if (outcome.kind === 'mustChangePassword') {
    openModal('changePassModal', { forced: true, oldPassword: outcome.oldPassword });
    return;
  }
  closeModal();
  if (outcome.afterLogin) openModal('afterLoginModal');
}
