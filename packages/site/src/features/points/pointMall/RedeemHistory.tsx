import { DataTable } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as panel from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

const tones = { process: panel.muted, approved: panel.positive, rejected: panel.negative } as const;

/** Redeem History: every redemption with its status (in process, approved, rejected). */
export function RedeemHistory() {
  const { t } = useTranslation('engagement');
  const [page, setPage] = useState(1);
  const list = useCallQuery('redeemPointList', { pageNo: page, pageSize: 10 });
  return (
    <Loaded state={list} isEmpty={(value) => value.list.length === 0} emptyTitle={t('points.noRedeems')}>
      {(value) => (
        <>
          <DataTable
            caption={t('points.history')}
            rowKey={(row) => String(row.id)}
            rows={value.list}
            columns={[
              { id: 'time', header: t('points.time'), cell: (row) => formatTime(row.createTime) },
              { id: 'reward', header: t('points.reward'), cell: (row) => row.rewardName },
              { id: 'quantity', header: t('points.quantity'), align: 'end', cell: (row) => row.quantity },
              { id: 'points', header: t('points.points'), align: 'end', cell: (row) => row.points },
              {
                id: 'status',
                header: t('points.status'),
                cell: (row) => (
                  <span className={tones[row.status]}>{t(`points.statuses.${row.status}`)}</span>
                ),
              },
            ]}
          />
          <Pager page={page} pageCount={value.totalPages} onPageChange={setPage} />
        </>
      )}
    </Loaded>
  );
}
