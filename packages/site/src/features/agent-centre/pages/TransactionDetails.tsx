import { DataTable, EmptyState } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { MoneyChange } from '../../../common/panel/MoneyChange.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeKindFilter, useRangeKindFilter } from '../../../common/panel/RangeKindFilter.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Ledger kinds an agent's money moves by: its contract payments first. */
const kinds = [
  'agent.dividend',
  'agent.daily',
  'agent.hourly',
  'agent.realtime',
  'transfer.downline',
  'deposit',
  'withdrawal.hold',
  'game.round',
  'operator.credit',
] as const;

/** Every money movement of the agent's wallets, filtered by date range and kind, in pages. */
export default function TransactionDetails() {
  const { t } = useTranslation('agent');
  const filter = useRangeKindFilter<string>();
  const records = useCallQuery('memberTransactions', {
    ...filter.page,
    ...(filter.chosenKind ? { transType: filter.chosenKind } : {}),
  });
  const kindLabel = (kind: string) => t(`transType.${kind.replace('.', '_')}`, { defaultValue: kind });
  return (
    <div className={styles.stack}>
      <RangeKindFilter
        filter={filter}
        kindLabel={t('income.kind')}
        allLabel={t('team.any')}
        kinds={kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      />
      <Loaded state={records}>
        {(page) => (
          <>
            <DataTable
              caption={t('pages.transactionDetails')}
              rows={page.list}
              rowKey={(row) => String(row.id)}
              isLoading={records.status === 'loading'}
              empty={<EmptyState title={t('income.emptyTitle')} text={t('income.emptyText')} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                { id: 'kind', header: t('income.kind'), cell: (row) => kindLabel(row.transType) },
                {
                  id: 'amount',
                  header: t('table.amount'),
                  align: 'end',
                  cell: (row) => <MoneyChange minor={row.changed} />,
                },
                {
                  id: 'balance',
                  header: t('team.balance'),
                  align: 'end',
                  cell: (row) => <Money minor={row.balance} />,
                },
                { id: 'remark', header: t('table.remark'), cell: (row) => row.remark ?? '' },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={filter.setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
