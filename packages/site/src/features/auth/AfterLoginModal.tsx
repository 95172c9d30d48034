import { Button, Modal } from '@playsite/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { closeModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { loadPopupAnnouncements } from '../promotions/lazy.ts';

const PopupAnnouncements = lazy(loadPopupAnnouncements);

/**
 * Shown once after a login: a greeting, the brand's popup announcements (once a day, in the
 * reader's language; closing the modal dismisses them) and the way into the games.
 */
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
      footer={
        // The focus lands on the way on (Enter plays), not on the dialog box.
        <Button autoFocus onPress={close}>
          {t('afterLogin.start')}
        </Button>
      }
    >
      <p>{t('afterLogin.message', { account: account ?? '' })}</p>
      {/* No Suspense of its own: the modal host's waits, so the modal opens complete, popups
          and all, and "Start playing" never moves under a pointer already on its way to it. */}
      <PopupAnnouncements />
    </Modal>
  );
}
