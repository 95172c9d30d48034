import { Modal } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { closeModal, type MemberCenterPage } from '../stores/modals.ts';

/** The member centre overlay; its pages are built with the member-centre issue, this is their shell. */
export default function MemberCenterModal({ page }: { page: MemberCenterPage }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && closeModal('memberCenter')}
      placement="side"
      title={t(`memberCenter.${page}.title`)}
      closeLabel={t('actions.close')}
    >
      <p>{t(`memberCenter.${page}.description`)}</p>
    </Modal>
  );
}
