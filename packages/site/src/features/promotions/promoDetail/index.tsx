import { EmptyState, Link, sanitizeHtml } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../common/page/index.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { Period } from '../Period.tsx';
import * as styles from '../promotions.css.ts';
import { StatusPill } from '../StatusPill.tsx';
import { ActivityAction } from './ActivityAction.tsx';

/** promoDetail?id=…: one promotion with its sanitised content, rules and the action its status allows. */
export function Component() {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PageShell page="promoDetail">
      <p>
        <Link href="/promotions">{t('promotions.back')}</Link>
      </p>
      {Number.isInteger(id) && id > 0 ? (
        <Detail id={id} />
      ) : (
        <EmptyState title={t('promotions.notFound')} size="sm" />
      )}
    </PageShell>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('engagement');
  const detail = useCallQuery('activityDetail', { id });
  return (
    <Loaded state={detail}>
      {(activity) => (
        <article className={panel.stack} aria-labelledby="promo-title" data-testid="promo-detail">
          <img className={styles.hero} src={activity.image} alt="" width={1200} height={400} />
          <h2 id="promo-title" className={panel.sectionTitle}>
            {activity.title}
          </h2>
          <p className={styles.meta}>
            <StatusPill status={activity.status} />
            <Period start={activity.startTime} end={activity.endTime} openEnded={t('promotions.from')} />
            {activity.bonusAmount > 0 ? (
              <span>
                {t('promotions.bonus', {
                  amount: formatMoney(activity.bonusAmount),
                  multiple: activity.turnoverMultiple,
                })}
              </span>
            ) : null}
          </p>
          <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitizeHtml(activity.content) }} />
          <section aria-labelledby="promo-rules" className={panel.stack}>
            <h3 id="promo-rules" className={panel.sectionTitle}>
              {t('promotions.rules')}
            </h3>
            <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitizeHtml(activity.rules) }} />
          </section>
          <ActivityAction activity={activity} onChanged={detail.reload} />
        </article>
      )}
    </Loaded>
  );
}
