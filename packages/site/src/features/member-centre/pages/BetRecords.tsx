import { type CallRequest, gameTypes } from '@playsite/api';
import { DataTable, EmptyState, Select, Stat, StatGroup } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDayRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatCount, formatTime, Money } from '../../../common/panel/Money.tsx';
import { MoneyChange } from '../../../common/panel/MoneyChange.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

type RoundStatus = NonNullable<CallRequest<'betRecords'>['status']>;
const roundStatuses: readonly RoundStatus[] = ['open', 'settled', 'refunded'];

/** Betting record (personalHistoryCopy): real-money rounds by date range, game type and status. */
export default function BetRecords() {
  const { t } = useTranslation('wallet');
  const [days, setDays] = useState<RangeDays>(7);
  const [gameType, setGameType] = useState('all');
  const [status, setStatus] = useState('all');
  const [pageNo, setPageNo] = useState(1);
  const [now] = useState(() => new Date());
  const records = useCallQuery('betRecords', {
    ...localDayRange(days, now),
    accountType: 1,
    pageNo,
    pageSize: 10,
    ...(gameType !== 'all' ? { gameType } : {}),
    ...(status !== 'all' ? { status: status as RoundStatus } : {}),
  });
  const filter = (set: (value: string) => void) => (value: string | null) => {
    if (!value) return;
    set(value);
    setPageNo(1);
  };

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
          label={t('bets.gameType')}
          size="sm"
          value={gameType}
          onChange={filter(setGameType)}
          options={[
            { value: 'all', label: t('filters.allTypes') },
            ...gameTypes.map((type) => ({ value: type, label: t(`gameType.${type}`) })),
          ]}
        />
        <Select
          label={t('table.status')}
          size="sm"
          value={status}
          onChange={filter(setStatus)}
          options={[
            { value: 'all', label: t('filters.allStatuses') },
            ...roundStatuses.map((value) => ({ value, label: t(`bets.status.${value}`) })),
          ]}
        />
      </div>
      <Loaded state={records}>
        {(page) => (
          <>
            <StatGroup label={t('bets.summary')}>
              <Stat label={t('bets.count')} value={formatCount(page.summary.count)} />
              <Stat label={t('bets.stake')} value={<Money minor={page.summary.stake} />} />
              <Stat label={t('bets.profit')} value={<MoneyChange minor={page.summary.profit} />} />
            </StatGroup>
            <DataTable
              caption={t('pages.personalHistoryCopy')}
              rows={page.list}
              rowKey={(row) => row.roundId}
              isLoading={records.status === 'loading'}
              empty={<EmptyState title={t('bets.emptyTitle')} text={t('bets.emptyText')} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.placedAt) },
                { id: 'game', header: t('bets.game'), cell: (row) => `${row.gameName} · ${row.vendor}` },
                {
                  id: 'stake',
                  header: t('bets.stake'),
                  align: 'end',
                  cell: (row) => <Money minor={row.stake} />,
                },
                {
                  id: 'profit',
                  header: t('bets.profit'),
                  align: 'end',
                  cell: (row) => <MoneyChange minor={row.profit} />,
                },
                { id: 'status', header: t('table.status'), cell: (row) => t(`bets.status.${row.status}`) },
                { id: 'detail', header: t('bets.detail'), cell: (row) => row.detail },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}
