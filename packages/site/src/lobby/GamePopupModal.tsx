import { Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import type { ModalPayloads } from '../stores/modals.ts';
import { closeModal } from '../stores/modals.ts';
import { GameLobby } from './GameLobby.tsx';

/** A VASSALAGE vendor's game list in a popup (SPEC.md §2.6): search it and open one of its games. */
export default function GamePopupModal({ vassalage, title }: ModalPayloads['gamePopup']) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('gamePopup')}
      title={title}
      closeLabel={t('actions.close')}
      isDismissable
    >
      <GameLobby vendor={vassalage} label={title} virtualized={false} />
    </Modal>
  );
}
