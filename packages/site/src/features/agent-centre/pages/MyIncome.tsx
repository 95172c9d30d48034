import { type ContractKind, contractKinds } from '@playsite/api';
import { DataTable, EmptyState, Select } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatBasisPoints, formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Every dividend and salary payment the agent received, by kind and date, in pages. */
export default function MyIncome() {
  const { t } = useTranslation('agent');
  const [days, setDays] = useState<RangeDays>(30);
  const [kind, setKind] = useState<ContractKind | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const income = useCallQuery('agentIncome', {
    ...dateRange(days),
    pageNo,
    pageSize: 10,
    ...(kind !== 'all' ? { kind } : {}),
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
          label={t('income.kind')}
          size="sm"
          value={kind}
          onChange={(next) => {
            if (!next) return;
            setKind(next as ContractKind | 'all');
            setPageNo(1);
          }}
          options={[
            { value: 'all', label: t('team.any') },
            ...contractKinds.map((value) => ({ value, label: t(`kind.${value}`) })),
          ]}
        />
      </div>
      <Loaded state={income}>
        {(page) => (
          <>
            <p>
              {t('income.total')}: <Money minor={page.totalAmount} />
            </p>
            <DataTable
              caption={t('pages.myIncome')}
              rows={page.list}
              rowKey={(row) => String(row.id)}
              isLoading={income.status === 'loading'}
              empty={<EmptyState title={t('income.emptyTitle')} text={t('income.emptyText')} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                { id: 'kind', header: t('income.kind'), cell: (row) => t(`kind.${row.kind}`) },
                {
                  id: 'period',
                  header: t('income.period'),
                  cell: (row) => `${formatTime(row.periodStart)} – ${formatTime(row.periodEnd)}`,
                },
                {
                  id: 'base',
                  header: t('income.base'),
                  align: 'end',
                  cell: (row) => <Money minor={row.base} />,
                },
                {
                  id: 'rate',
                  header: t('contract.rate'),
                  align: 'end',
                  cell: (row) => formatBasisPoints(row.rate),
                },
                {
                  id: 'amount',
                  header: t('table.amount'),
                  align: 'end',
                  cell: (row) => <Money minor={row.amount} />,
                },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
