import type { ActivityStatus } from '@playsite/api';
import { useTranslation } from 'react-i18next';
import * as styles from './promotions.css.ts';
import { statusTone } from './status.ts';

/** One of the ten activity statuses as a labelled pill. */
export function StatusPill({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('engagement');
  return (
    <span className={styles.pill[statusTone[status]]} data-status={status}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}
