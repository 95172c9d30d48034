import { Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import type { ModalPayloads } from '../../common/stores/modals.ts';
import { closeModal } from '../../common/stores/modals.ts';
import { GameLobby } from './GameLobby.tsx';
import { useLane } from './vendors.ts';

/** A VASSALAGE vendor's game list in a popup (docs/product.md § Game popup): search it, open a game. */
export default function GamePopupModal({ vendor, title }: ModalPayloads['gamePopup']) {
  const { t } = useTranslation();
  // The vendor's own lane, so the type filter offers only its kinds of game.
  const lane = useLane().vendors.find((card) => card.vendor === vendor)?.gameType;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('gamePopup')}
      title={title}
      labels={{ close: t('actions.close') }}
      isDismissable
    >
      <GameLobby
        key={lane}
        gameTypes={lane ? [lane] : undefined}
        vendor={vendor}
        label={title}
        virtualized={false}
      />
    </Modal>
  );
}
