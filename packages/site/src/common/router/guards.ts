import { i18n } from '../i18n/index.ts';
import { openModal, showDialog } from '../stores/modals.ts';
import { session } from '../stores/session.ts';

/** An action that needs a session: guests get the login popup and the action stops. */
export function requireLogin(): boolean {
  if (session.token) return true;
  openModal('loginPopupModal');
  return false;
}

/** Member features: a trial account (type 4) gets the 'need true account' warning. */
export function requireRealAccount(): boolean {
  if (!requireLogin()) return false;
  if (!session.isTrial) return true;
  showDialog({
    title: i18n.t('dialog.warning'),
    message: i18n.t('in_need_true_account'),
    confirmLabel: i18n.t('in_increase_submit'),
  });
  return false;
}

/** Agent features: only account types 1, 2, 41 and 42. */
export function requireAgent(): boolean {
  if (!requireRealAccount()) return false;
  if (session.isAgent) return true;
  showDialog({
    title: i18n.t('dialog.warning'),
    message: i18n.t('guards.agentOnly'),
    confirmLabel: i18n.t('actions.confirm'),
  });
  return false;
}
