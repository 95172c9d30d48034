import { DataTable, EmptyState } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { MoneyChange } from '../../../common/panel/MoneyChange.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeKindFilter, useRangeKindFilter } from '../../../common/panel/RangeKindFilter.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Money rows of ODSFE2_MemTransDet (memberTransactions), filtered by date range and type, in pages. */
export function TransactionRecords({
  types,
  caption,
  emptyTitle,
  emptyText,
}: {
  /** transType values the filter offers (besides all). */
  types: readonly string[];
  caption: string;
  emptyTitle: string;
  emptyText: string;
}) {
  const { t } = useTranslation('wallet');
  const filter = useRangeKindFilter<string>();
  const records = useCallQuery('memberTransactions', {
    ...filter.page,
    ...(filter.chosenKind ? { transType: filter.chosenKind } : {}),
  });

  return (
    <div className={styles.stack}>
      <RangeKindFilter
        filter={filter}
        kindLabel={t('filters.type')}
        allLabel={t('filters.allTypes')}
        kinds={types.map((type) => ({ value: type, label: t(`transType.${type.replace('.', '_')}`) }))}
      />
      <Loaded state={records}>
        {(page) => (
          <>
            <DataTable
              caption={caption}
              rows={page.list}
              rowKey={(row) => String(row.id)}
              isLoading={records.status === 'loading'}
              empty={<EmptyState title={emptyTitle} text={emptyText} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                {
                  id: 'type',
                  header: t('table.type'),
                  cell: (row) =>
                    t(`transType.${row.transType.replace('.', '_')}`, { defaultValue: row.transType }),
                },
                {
                  id: 'amount',
                  header: t('table.amount'),
                  align: 'end',
                  cell: (row) => <MoneyChange minor={row.changed} />,
                },
                {
                  id: 'balance',
                  header: t('table.balance'),
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
