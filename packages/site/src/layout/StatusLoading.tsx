import { Spinner } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './layout.css.ts';

/** While the system status is asked for: a quiet page-sized placeholder. */
export function StatusLoading() {
  const { t } = useTranslation();
  return (
    <main className={styles.statusLoading}>
      <Spinner label={t('feedback.loading')} />
    </main>
  );
}
