import { Button, DataTable, EmptyState } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { openModal } from '../../../common/stores/modals.ts';

/** Bonus details: every bonus credited (deposit, rebate, reward, mission, referral). */
export default function BonusDetails() {
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useCallQuery('bonusDetails', { pageNo, pageSize: 10 });
  return (
    <Loaded state={bonuses}>
      {(page) => (
        <div className={styles.stack}>
          <p className={styles.card}>
            <span className={styles.cardLabel}>{t('bonus.total')}</span>
            <span className={styles.cardValue}>
              <Money minor={page.totalAmount} />
            </span>
          </p>
          <DataTable
            caption={t('pages.bonusDetails')}
            rows={page.list}
            rowKey={(row) => String(row.id)}
            isLoading={bonuses.status === 'loading'}
            empty={
              <EmptyState
                title={t('bonus.emptyTitle')}
                text={t('bonus.emptyText')}
                size="sm"
                action={
                  <Button
                    variant="outline"
                    onPress={() => openModal('memberCenter', { page: 'rewardCenter' })}
                  >
                    {t('pages.rewardCenter')}
                  </Button>
                }
              />
            }
            columns={[
              { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
              { id: 'type', header: t('table.type'), cell: (row) => t(`bonus.type.${row.bonusType}`) },
              { id: 'title', header: t('bonus.title'), cell: (row) => row.title },
              {
                id: 'amount',
                header: t('table.amount'),
                align: 'end',
                cell: (row) => <Money minor={row.amount} />,
              },
            ]}
          />
          <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
        </div>
      )}
    </Loaded>
  );
}
