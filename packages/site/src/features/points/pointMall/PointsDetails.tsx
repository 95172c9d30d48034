import { DataTable } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

/** Points Details: earned, redeemed, returned and converted points with the balance after each. */
export function PointsDetails() {
  const { t } = useTranslation('engagement');
  const [page, setPage] = useState(1);
  const list = useCallQuery('memberTransactions', { transType: 'points', pageNo: page, pageSize: 10 });
  return (
    <Loaded state={list} isEmpty={(value) => value.list.length === 0} emptyTitle={t('points.noDetails')}>
      {(value) => (
        <>
          <DataTable
            caption={t('points.details')}
            rowKey={(row) => String(row.id)}
            rows={value.list}
            columns={[
              { id: 'time', header: t('points.time'), cell: (row) => formatTime(row.createTime) },
              {
                id: 'type',
                header: t('points.type'),
                cell: (row) => t(`points.kinds.${row.transType.replace('points.', '')}`),
              },
              { id: 'changed', header: t('points.changed'), align: 'end', cell: (row) => row.changed },
              { id: 'balance', header: t('points.balance'), align: 'end', cell: (row) => row.balance },
              { id: 'remark', header: t('points.remark'), cell: (row) => row.remark ?? '' },
            ]}
          />
          <Pager page={page} pageCount={value.totalPages} onPageChange={setPage} />
        </>
      )}
    </Loaded>
  );
}
