import { Button } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { openModal } from '../stores/modals.ts';
import * as styles from './layout.css.ts';

/** Guests: log in and register, each in its modal. */
export function GuestActions() {
  const { t } = useTranslation();
  return (
    <div className={styles.guestActions}>
      <Button size="sm" onPress={() => openModal('loginPopupModal')}>
        {t('account.login')}
      </Button>
      <Button size="sm" variant="secondary" onPress={() => openModal('registerModal')}>
        {t('account.register')}
      </Button>
    </div>
  );
}
