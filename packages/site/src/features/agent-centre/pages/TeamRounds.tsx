import { DataTable, EmptyState, Stat, StatGroup, TextField } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRange, type RangeDays } from '../../../common/panel/dates.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { Money } from '../../../common/panel/Money.tsx';
import { MoneyChange } from '../../../common/panel/MoneyChange.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { RangeSelect } from '../../../common/panel/RangeSelect.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';

interface Figures {
  bets: number;
  validBet: number;
  win: number;
  profitLoss: number;
}

function useRoundsFilters() {
  const [days, setDays] = useState<RangeDays>(7);
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  return {
    request: {
      ...dateRange(days),
      pageNo,
      pageSize: 10,
      ...(account.trim() ? { account: account.trim() } : {}),
    },
    days,
    setDays: (next: RangeDays) => {
      setDays(next);
      setPageNo(1);
    },
    account,
    setAccount: (next: string) => {
      setAccount(next);
      setPageNo(1);
    },
    setPageNo,
  };
}

function Filters({ filters }: { filters: ReturnType<typeof useRoundsFilters> }) {
  const { t } = useTranslation('agent');
  return (
    <div className={styles.row}>
      <RangeSelect value={filters.days} onChange={filters.setDays} />
      <TextField
        label={t('team.search')}
        value={filters.account}
        onChange={filters.setAccount}
        maxLength={32}
      />
    </div>
  );
}

function Totals({ totals, categories }: { totals: Figures; categories: (Figures & { gameType: string })[] }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <StatGroup label={t('rounds.totals')}>
        {(['bets', 'validBet', 'win', 'profitLoss'] as const).map((figure) => (
          <Stat
            key={figure}
            label={t(`table.${figure}`)}
            value={
              figure === 'bets' ? (
                totals.bets
              ) : (
                <Money minor={totals[figure]} signed={figure === 'profitLoss'} />
              )
            }
          />
        ))}
      </StatGroup>
      <DataTable
        caption={t('rounds.categories')}
        rows={categories}
        rowKey={(row) => row.gameType}
        columns={[
          { id: 'category', header: t('table.category'), cell: (row) => row.gameType },
          ...figureColumns(t),
        ]}
      />
    </>
  );
}

const figureColumns = (t: (key: string) => string) => [
  { id: 'bets', header: t('table.bets'), align: 'end' as const, cell: (row: Figures) => row.bets },
  {
    id: 'validBet',
    header: t('table.validBet'),
    align: 'end' as const,
    cell: (row: Figures) => <Money minor={row.validBet} />,
  },
  {
    id: 'win',
    header: t('table.win'),
    align: 'end' as const,
    cell: (row: Figures) => <Money minor={row.win} />,
  },
  {
    id: 'profitLoss',
    header: t('table.profitLoss'),
    align: 'end' as const,
    cell: (row: Figures) => <MoneyChange minor={row.profitLoss} />,
  },
];

/** Team betting: per member and game category over a range, with totals. */
export function TeamBetting() {
  const { t } = useTranslation('agent');
  const filters = useRoundsFilters();
  const rounds = useCallQuery('agentTeamBetting', filters.request);
  return (
    <div className={styles.stack}>
      <Filters filters={filters} />
      <Loaded state={rounds}>
        {(page) => (
          <>
            <DataTable
              caption={t('pages.teamBetting')}
              rows={page.list}
              rowKey={(row) => `${row.account}:${row.gameType}`}
              isLoading={rounds.status === 'loading'}
              empty={<EmptyState title={t('rounds.emptyTitle')} text={t('rounds.emptyText')} size="sm" />}
              columns={[
                { id: 'account', header: t('table.account'), cell: (row) => row.account },
                { id: 'category', header: t('table.category'), cell: (row) => row.gameType },
                ...figureColumns(t),
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={filters.setPageNo} />
            <Totals totals={page.totals} categories={page.categories} />
          </>
        )}
      </Loaded>
    </div>
  );
}

/** User profit and loss: per member over a range, with totals and per-category sums. */
export function UserProfitLoss() {
  const { t } = useTranslation('agent');
  const filters = useRoundsFilters();
  const rounds = useCallQuery('agentProfitLoss', filters.request);
  return (
    <div className={styles.stack}>
      <Filters filters={filters} />
      <Loaded state={rounds}>
        {(page) => (
          <>
            <DataTable
              caption={t('pages.userProfitLoss')}
              rows={page.list}
              rowKey={(row) => row.account}
              isLoading={rounds.status === 'loading'}
              empty={<EmptyState title={t('rounds.emptyTitle')} text={t('rounds.emptyText')} size="sm" />}
              columns={[
                { id: 'account', header: t('table.account'), cell: (row) => row.account },
                ...figureColumns(t),
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={filters.setPageNo} />
            <Totals totals={page.totals} categories={page.categories} />
          </>
        )}
      </Loaded>
    </div>
  );
}
