import { type ContractKind, contractKinds } from '@playsite/api';
import { DataTable, EmptyState } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatBasisPoints, formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeKindFilter, useRangeKindFilter } from '../../../common/panel/RangeKindFilter.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Every dividend and salary payment the agent received, by kind and date, in pages. */
export default function MyIncome() {
  const { t } = useTranslation('agent');
  const filter = useRangeKindFilter<ContractKind>();
  const income = useCallQuery('agentIncome', {
    ...filter.page,
    ...(filter.chosenKind ? { kind: filter.chosenKind } : {}),
  });
  return (
    <div className={styles.stack}>
      <RangeKindFilter
        filter={filter}
        kindLabel={t('income.kind')}
        allLabel={t('team.any')}
        kinds={contractKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
      />
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
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={filter.setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
