import { Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import type { ModalPayloads } from '../stores/modals.ts';
import { closeModal } from '../stores/modals.ts';

/** A VASSALAGE vendor's game list in a popup; the lobby issue fills it with the vendor's games. */
export default function GamePopupModal({ title }: ModalPayloads['gamePopup']) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('gamePopup')}
      title={title}
      closeLabel={t('actions.close')}
    >
      {null}
    </Modal>
  );
}
