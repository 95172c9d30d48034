import { i18n, translateError } from '../i18n/index.ts';
import { modals, openModal, showDialog } from '../stores/modals.ts';

/**
 * The brand credits bonuses only after a verified mobile number or e-mail address, and the member
 * has none (docs/security.md § Bonus verification): says what to do and offers the way there, the
 * member centre's "My account" page where the contact is bound with a code. The page that asked
 * stays as it was (the member centre opens above it), so nothing typed is lost; "Later" just closes.
 */
export function askToVerify(verification: 'mobile' | 'email') {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  if (modals.dialog) return;
  showDialog({
    kind: 'confirm',
    title: t('bonusVerification.title'),
    message: translateError(`bonus.verification.${verification}.required`),
    confirmLabel: t('bonusVerification.go'),
    cancelLabel: t('bonusVerification.later'),
    onConfirm: () => openModal('memberCenter', { page: 'securityCenter' }),
  });
}
