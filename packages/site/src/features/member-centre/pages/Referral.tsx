import { Button, DataTable, EmptyState, QrCode, Stat, StatGroup, TextField } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatCount, formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Invite friends: the registration link with the member's referral code, as text and QR code. */
export default function Referral() {
  const { t } = useTranslation('wallet');
  const referral = useCallQuery('referral');
  const [copied, setCopied] = useState(false);

  return (
    <Loaded state={referral}>
      {(value) => {
        const link = new URL(value.referralLink, window.location.origin).href;
        return (
          <div className={styles.stack}>
            <div className={styles.row}>
              <QrCode text={link} label={t('referral.qr')} size={160} />
              <div className={styles.stack}>
                <TextField label={t('referral.link')} value={link} isReadOnly />
                <TextField label={t('referral.code')} value={value.referralCode} isReadOnly />
                <div className={styles.row}>
                  <Button
                    variant="outline"
                    onPress={async () => {
                      await navigator.clipboard?.writeText(link).catch(() => undefined);
                      setCopied(true);
                    }}
                  >
                    {t('referral.copy')}
                  </Button>
                  {copied ? <span role="status">{t('referral.copied')}</span> : null}
                </div>
              </div>
            </div>
            <StatGroup label={t('referral.summary')}>
              <Stat label={t('referral.invited')} value={formatCount(value.invitedCount)} />
              <Stat label={t('referral.rewards')} value={<Money minor={value.rewardTotal} />} />
            </StatGroup>
            <DataTable
              caption={t('referral.friends')}
              showCaption
              rows={value.friends}
              rowKey={(row) => `${row.account}-${row.regDate}`}
              empty={<EmptyState title={t('referral.emptyTitle')} text={t('referral.emptyText')} size="sm" />}
              columns={[
                { id: 'account', header: t('referral.friend'), cell: (row) => row.account },
                { id: 'date', header: t('referral.joined'), cell: (row) => formatTime(row.regDate) },
              ]}
            />
          </div>
        );
      }}
    </Loaded>
  );
}
