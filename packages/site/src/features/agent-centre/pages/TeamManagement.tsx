import { Button, DataTable, EmptyState, Select, TextField } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { openModal } from '../../../common/stores/modals.ts';

type Choice = 'all' | 'member' | 'agent' | 'active' | 'idle';

/** The downline tree as a list: search, filters, paging and each member's detail. */
export default function TeamManagement() {
  const { t } = useTranslation('agent');
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<Choice>('all');
  const [status, setStatus] = useState<Choice>('all');
  const [scope, setScope] = useState<'all' | 'direct'>('all');
  const [pageNo, setPageNo] = useState(1);
  const team = useCallQuery('agentTeam', {
    pageNo,
    pageSize: 10,
    scope,
    ...(account ? { account } : {}),
    ...(type === 'member' || type === 'agent' ? { type } : {}),
    ...(status === 'active' || status === 'idle' ? { status } : {}),
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <div className={styles.stack}>
      <form
        className={styles.row}
        aria-label={t('team.search')}
        onSubmit={(event) => {
          event.preventDefault();
          reset(setAccount)(search.trim());
        }}
      >
        <TextField label={t('team.search')} value={search} onChange={setSearch} maxLength={32} />
        <Button type="submit" size="sm" variant="outline">
          {t('team.searchSubmit')}
        </Button>
        <Select
          label={t('team.scope')}
          size="sm"
          value={scope}
          onChange={(next) => next && reset(setScope)(next as 'all' | 'direct')}
          options={[
            { value: 'all', label: t('team.scopeAll') },
            { value: 'direct', label: t('team.scopeDirect') },
          ]}
        />
        <Select
          label={t('team.type')}
          size="sm"
          value={type}
          onChange={(next) => next && reset(setType)(next as Choice)}
          options={[
            { value: 'all', label: t('team.any') },
            { value: 'member', label: t('type.member') },
            { value: 'agent', label: t('type.agent') },
          ]}
        />
        <Select
          label={t('team.status')}
          size="sm"
          value={status}
          onChange={(next) => next && reset(setStatus)(next as Choice)}
          options={[
            { value: 'all', label: t('team.any') },
            { value: 'active', label: t('team.active') },
            { value: 'idle', label: t('team.idle') },
          ]}
        />
      </form>
      <Loaded state={team}>
        {(page) => (
          <>
            <DataTable
              caption={t('pages.teamManagement')}
              rows={page.list}
              rowKey={(row) => String(row.memberId)}
              isLoading={team.status === 'loading'}
              empty={<EmptyState title={t('team.emptyTitle')} text={t('team.emptyText')} size="sm" />}
              columns={[
                { id: 'account', header: t('table.account'), cell: (row) => row.account },
                {
                  id: 'type',
                  header: t('team.type'),
                  cell: (row) => t(row.customerType === 0 ? 'type.member' : 'type.agent'),
                },
                { id: 'level', header: t('team.level'), align: 'end', cell: (row) => row.level },
                { id: 'upline', header: t('team.upline'), cell: (row) => row.upline },
                { id: 'regDate', header: t('team.regDate'), cell: (row) => formatTime(row.regDate) },
                {
                  id: 'lastLogin',
                  header: t('team.lastLogin'),
                  cell: (row) => (row.lastLogin === null ? '-' : formatTime(row.lastLogin)),
                },
                {
                  id: 'balance',
                  header: t('team.balance'),
                  align: 'end',
                  cell: (row) => <Money minor={row.balance} />,
                },
                {
                  id: 'deposits',
                  header: t('team.deposits'),
                  align: 'end',
                  cell: (row) => <Money minor={row.deposits} />,
                },
                {
                  id: 'validBet',
                  header: t('table.validBet'),
                  align: 'end',
                  cell: (row) => <Money minor={row.validBet} />,
                },
                {
                  id: 'status',
                  header: t('team.status'),
                  cell: (row) => t(row.active ? 'team.active' : 'team.idle'),
                },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
      <div className={styles.row}>
        <Button
          variant="outline"
          size="sm"
          onPress={() => openModal('memberCenter', { page: 'transferUpline' })}
        >
          {t('team.transfer')}
        </Button>
      </div>
    </div>
  );
}
