import { Button, Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';

/** Shown once after a login: a greeting and the way into the games. */
export function AfterLoginModal() {
  const { t } = useTranslation();
  const { account } = useSnapshot(session);
  const close = () => closeModal('afterLoginModal');
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('afterLogin.title')}
      labels={{ close: t('actions.close') }}
      footer={<Button onPress={close}>{t('afterLogin.start')}</Button>}
    >
      <p>{t('afterLogin.message', { account: account ?? '' })}</p>
    </Modal>
  );
}
