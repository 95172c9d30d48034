import { DataTable, EmptyState } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { DepositLimitPrompt } from '../../responsible/index.ts';
import { DepositForm } from './deposit/DepositForm.tsx';

/** Deposit: pick a channel, type the amount (within the channel's bounds), an optional promotion. */
export default function Deposit() {
  const { t } = useTranslation('wallet');
  const setup = useCallQuery('depositChannels');
  const [pageNo, setPageNo] = useState(1);
  const history = useCallQuery('depositList', { pageNo, pageSize: 10 });

  return (
    <div className={styles.stack}>
      <DepositLimitPrompt />
      <Loaded
        state={setup}
        isEmpty={(value) => value.channels.length === 0}
        emptyTitle={t('deposit.noChannelsTitle')}
        emptyText={t('deposit.noChannelsText')}
      >
        {(value) => <DepositForm setup={value} onDeposited={history.reload} />}
      </Loaded>
      <h4 className={styles.sectionTitle}>{t('deposit.history')}</h4>
      <Loaded state={history}>
        {(page) => (
          <>
            <DataTable
              caption={t('deposit.history')}
              rows={page.list}
              rowKey={(row) => String(row.depositId)}
              isLoading={history.status === 'loading'}
              empty={<EmptyState title={t('deposit.emptyTitle')} text={t('deposit.emptyText')} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                { id: 'channel', header: t('deposit.channel'), cell: (row) => row.channelName },
                {
                  id: 'amount',
                  header: t('table.amount'),
                  align: 'end',
                  cell: (row) => <Money minor={row.amount} />,
                },
                {
                  id: 'bonus',
                  header: t('deposit.bonus'),
                  align: 'end',
                  cell: (row) => <Money minor={row.bonus} />,
                },
                { id: 'status', header: t('table.status'), cell: (row) => t(`deposit.status.${row.status}`) },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
