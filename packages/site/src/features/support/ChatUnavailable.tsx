import { useEffect } from 'react';
import { i18n } from '../../common/i18n/index.ts';
import { closeModal, showDialog } from '../../common/stores/modals.ts';

/** Stands in for the chat window when its code can not load: the window closes and says why. */
export function ChatUnavailable() {
  useEffect(() => {
    closeModal('chatRoom');
    showDialog({ title: i18n.t('dialog.warning'), message: i18n.t('support.unavailable') });
  }, []);
  return null;
}
