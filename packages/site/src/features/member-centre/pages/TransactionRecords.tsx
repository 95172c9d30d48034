import { DataTable, EmptyState, Select } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
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
  const [days, setDays] = useState<RangeDays>(30);
  const [transType, setTransType] = useState('all');
  const [pageNo, setPageNo] = useState(1);
  const records = useCallQuery('memberTransactions', {
    ...dateRange(days),
    pageNo,
    pageSize: 10,
    ...(transType !== 'all' ? { transType } : {}),
  });

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <RangeSelect
          value={days}
          onChange={(next) => {
            setDays(next);
            setPageNo(1);
          }}
        />
        <Select
          label={t('filters.type')}
          size="sm"
          value={transType}
          onChange={(next) => {
            if (!next) return;
            setTransType(next);
            setPageNo(1);
          }}
          options={[
            { value: 'all', label: t('filters.allTypes') },
            ...types.map((type) => ({ value: type, label: t(`transType.${type.replace('.', '_')}`) })),
          ]}
        />
      </div>
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
                  cell: (row) => (
                    <span className={row.changed < 0 ? styles.negative : styles.positive}>
                      <Money minor={row.changed} signed />
                    </span>
                  ),
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
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
