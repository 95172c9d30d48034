import { Link, Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { closeModal } from '../../common/stores/modals.ts';
import { PlayerNotices } from './PlayerNotices.tsx';

export function NoticeModal() {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('noticeModal')}
      title={t('notice.title')}
      labels={{ close: t('actions.close') }}
      footer={
        <Link href="/noticePage" onClick={() => closeModal('noticeModal')}>
          {t('notice.viewAll')}
        </Link>
      }
    >
      <PlayerNotices headingLevel={3} />
    </Modal>
  );
}
