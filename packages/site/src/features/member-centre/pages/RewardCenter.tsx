import { Button, sanitizeHtml } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../../common/account/member.ts';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/**
 * Rewards centre: promotions to claim (MCS2_claimRafflePromotion). A claim is once per member and
 * promotion on the server, so repeating it after a lost answer cannot pay twice.
 */
export default function RewardCenter() {
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
