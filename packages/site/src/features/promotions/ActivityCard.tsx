import type { ActivitySummary } from '@playsite/api';
import { Link } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../common/panel/Money.tsx';
import { Period } from './Period.tsx';
import * as styles from './promotions.css.ts';
import { StatusPill } from './StatusPill.tsx';

/**
 * A promotion as a card: image, title (the link to its detail), period, status and bonus. The
 * `first` card's image is the page's largest paint: fetched at once and first, the others lazily.
 */
export function ActivityCard({ activity, first = false }: { activity: ActivitySummary; first?: boolean }) {
  const { t } = useTranslation('engagement');
  return (
    <li className={`${styles.card} ${styles.cardLinked}`} data-testid="promo-card">
      <img
        className={styles.image}
        src={activity.image}
        alt=""
        width={1200}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link className={styles.titleLink} href={`/promoDetail?id=${activity.id}`}>
            {activity.title}
          </Link>
        </h2>
        <p className={styles.meta}>{activity.summary}</p>
        <p className={styles.meta}>
          <StatusPill status={activity.status} />
          <Period start={activity.startTime} end={activity.endTime} openEnded={t('promotions.from')} />
        </p>
        {activity.bonusAmount > 0 ? (
          <p className={styles.meta}>
            {t('promotions.bonus', {
              amount: formatMoney(activity.bonusAmount),
              multiple: activity.turnoverMultiple,
            })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
