import type { ActivitySummary } from '@playsite/api';
import { Button, Link, sanitizeHtml } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../common/account/member.ts';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatMoney, formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { StatusPill, useActivityAction } from '../../promotions/index.ts';

/** Rewards centre: the rewards to claim, then every promotion with its status for this member. */
export default function RewardCenter() {
  const { t } = useTranslation('engagement');
  return (
    <div className={styles.stack}>
      <Rewards />
      <h4 className={styles.sectionTitle}>{t('promotions.centreTitle')}</h4>
      <Promotions />
    </div>
  );
}

/** The promotions in any of their ten statuses; join and claim right here, the rest on their page. */
function Promotions() {
  const { t } = useTranslation('engagement');
  const list = useCallQuery('activityList', {});
  return (
    <Loaded state={list} isEmpty={(value) => value.list.length === 0} emptyTitle={t('promotions.empty')}>
      {(value) => (
        <ul className={styles.stack} aria-label={t('promotions.centreTitle')}>
          {value.list.map((activity) => (
            <PromotionItem key={activity.id} activity={activity} onChanged={list.reload} />
          ))}
        </ul>
      )}
    </Loaded>
  );
}

function PromotionItem({ activity, onChanged }: { activity: ActivitySummary; onChanged: () => void }) {
  const { t } = useTranslation('engagement');
  const action = useActivityAction(activity.id, onChanged);
  const amount = activity.bonusAmount > 0 ? formatMoney(activity.bonusAmount) : '';
  const quick =
    activity.status === 'join'
      ? { call: 'activityJoin' as const, label: t('promotions.join'), done: t('promotions.joinedDone') }
      : activity.status === 'claim'
        ? {
            call: 'activityClaim' as const,
            label: t('promotions.claim', { amount }),
            done: t('promotions.claimedDone', { amount }),
          }
        : undefined;
  return (
    <li className={styles.card}>
      <span className={styles.sectionTitle}>{activity.title}</span>
      <span className={styles.row}>
        <StatusPill status={activity.status} />
        <Link href={`/promoDetail?id=${activity.id}`}>{t('promotions.details')}</Link>
      </span>
      {quick ? (
        <div className={styles.row}>
          <Button
            isPending={action.pending}
            pendingLabel={t('promotions.pending')}
            onPress={() => action.run(quick.call, quick.done)}
          >
            {quick.label}
          </Button>
        </div>
      ) : null}
      {action.outcome ? (
        <p role="status" className={action.outcome.ok ? styles.positive : styles.negative}>
          {action.outcome.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The rewards to claim (MCS2_claimRafflePromotion). A claim is once per member and promotion on
 * the server, so repeating it after a lost answer cannot pay twice.
 */
function Rewards() {
  const { t } = useTranslation('wallet');
  const rewards = useCallQuery('rewardCenter');
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ id: string; text: string } | null>(null);

  const claim = async (promotionId: string) => {
    if (pending) return;
    setPending(promotionId);
    setOutcome(null);
    try {
      const won = await platform.call('claimRafflePromotion', { promotionId });
      setOutcome({ id: promotionId, text: t('reward.claimed', { prize: won.prize ?? '' }) });
      void refreshBalance();
    } catch (error) {
      setOutcome({ id: promotionId, text: errorText(error) });
    } finally {
      setPending(null);
      rewards.reload();
    }
  };

  return (
    <Loaded
      state={rewards}
      isEmpty={(value) => value.list.length === 0}
      emptyTitle={t('reward.emptyTitle')}
      emptyText={t('reward.emptyText')}
    >
      {(value) => (
        <ul className={styles.stack} aria-label={t('pages.rewardCenter')}>
          {value.list.map((item) => {
            const id = String(item.promotionId);
            return (
              <li key={id} className={styles.card}>
                <h4 className={styles.sectionTitle}>{item.title}</h4>
                <div
                  className={styles.muted}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
                />
                <span className={styles.cardValue}>
                  <Money minor={item.amount} />
                </span>
                <span className={styles.muted}>
                  {t(`reward.status.${item.status}`)}
                  {item.claimTime ? ` · ${formatTime(item.claimTime)}` : ''}
                </span>
                {item.status === 'claim' ? (
                  <div className={styles.row}>
                    <Button
                      isPending={pending === id}
                      isDisabled={pending !== null && pending !== id}
                      pendingLabel={t('actions.pending')}
                      onPress={() => claim(id)}
                    >
                      {t('reward.claim')}
                    </Button>
                  </div>
                ) : null}
                {outcome?.id === id ? (
                  <p role="status" className={styles.message}>
                    {outcome.text}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Loaded>
  );
}
