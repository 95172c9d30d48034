import type { ActivityDetail } from '@playsite/api';
import { Button, visuallyHidden } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatMoney, formatTime } from '../../../common/panel/Money.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { requireRealAccount } from '../../../common/router/guards.ts';
import { session } from '../../../common/stores/session.ts';
import * as styles from '../promotions.css.ts';
import { useActivityAction } from '../useActivityAction.ts';
import { ApplyForm } from './ApplyForm.tsx';

/** What the activity's status allows: join, claim, apply; otherwise what happened to the entry. */
export function ActivityAction({ activity, onChanged }: { activity: ActivityDetail; onChanged: () => void }) {
  const { t } = useTranslation('engagement');
  const { token } = useSnapshot(session);
  const action = useActivityAction(activity.id, onChanged);
  const bonus = activity.bonusAmount > 0 ? formatMoney(activity.bonusAmount) : '';
  const outcome = action.outcome ? (
    <p role="status" className={action.outcome.ok ? panel.positive : panel.negative}>
      {action.outcome.text}
    </p>
  ) : (
    <p role="status" className={visuallyHidden} />
  );

  switch (activity.status) {
    case 'join':
    case 'claim': {
      const call = activity.status === 'join' ? 'activityJoin' : 'activityClaim';
      const label =
        activity.status === 'join' ? t('promotions.join') : t('promotions.claim', { amount: bonus });
      const done =
        activity.status === 'join'
          ? t('promotions.joinedDone')
          : t('promotions.claimedDone', { amount: bonus });
      return (
        <div className={panel.stack}>
          <div className={panel.row}>
            <Button
              isPending={action.pending}
              pendingLabel={t('promotions.pending')}
              onPress={() => action.run(call, done)}
            >
              {label}
            </Button>
          </div>
          {outcome}
        </div>
      );
    }
    case 'applying':
      return token ? (
        <ApplyForm activityId={activity.id} activityName={activity.title} onApplied={onChanged} />
      ) : (
        <div className={panel.row}>
          <Button onPress={() => requireRealAccount()}>{t('promotions.loginToApply')}</Button>
        </div>
      );
    case 'comingSoon':
      return (
        <p className={panel.muted}>{t('promotions.opensAt', { time: formatTime(activity.startTime) })}</p>
      );
    case 'close':
      return <p className={panel.muted}>{t('promotions.ended')}</p>;
    default:
      return <EntryState activity={activity} bonus={bonus} />;
  }
}

/** The member's entry: joined, claimed, in process, issued or rejected, with what they sent. */
function EntryState({ activity, bonus }: { activity: ActivityDetail; bonus: string }) {
  const { t } = useTranslation('engagement');
  const entry = activity.entry;
  return (
    <div className={panel.stack}>
      <p>
        {t(`promotions.entry.${activity.status}`, { amount: bonus, multiple: activity.turnoverMultiple })}
      </p>
      {entry?.comment ? (
        <p className={panel.muted}>
          {t('promotions.yourComment')}: {entry.comment}
        </p>
      ) : null}
      {entry && entry.images.length > 0 ? (
        <ul className={styles.proofs} aria-label={t('promotions.yourImages')}>
          {entry.images.map((url, index) => (
            <li key={url}>
              <img className={styles.proof} src={url} alt={t('promotions.imageAlt', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      ) : null}
      {entry?.remark ? (
        <p className={panel.muted}>
          {t('promotions.remark')}: {entry.remark}
        </p>
      ) : null}
    </div>
  );
}
