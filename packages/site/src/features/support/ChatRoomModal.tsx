import { Modal, Spinner } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { invalidateCall } from '../../common/query/query.ts';
import { isVip, member } from '../../common/stores/member.ts';
import { closeModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { GuestPanel } from './GuestPanel.tsx';

/**
 * The chat room (docs/product.md § Help, download and join-us): live chat in a 440 × 500 window,
 * the VIP channel in 440 × 750 for rank level above 4. Guests and trial accounts may log in or
 * leave a message.
 */
export default function ChatRoomModal() {
  const { t, ready } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { token, isTrial } = useSnapshot(session);
  const { info } = useSnapshot(member);
  const vip = isVip(info ? member.info : null);
  const close = () => {
    closeModal('chatRoom');
    void invalidateCall('supportUnread');
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={ready ? t(vip ? 'support.vipTitle' : 'support.title') : tc('rightBar.customerService')}
      size={vip ? 'vipSupport' : 'service'}
      isDismissable={false}
      labels={{ close: tc('actions.close') }}
    >
      {!ready ? (
        <Spinner label={tc('feedback.loading')} />
      ) : token && !isTrial ? (
        <ChatPanel />
      ) : (
        <GuestPanel trial={Boolean(token)} />
      )}
    </Modal>
  );
}
