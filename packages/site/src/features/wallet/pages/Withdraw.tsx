import { DataTable, EmptyState } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatTime, Money } from '../../../common/panel/Money.tsx';
import { Pager } from '../../../common/panel/Pager.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { BindAccountForm } from './withdraw/BindAccountForm.tsx';
import { ConfirmReceipt } from './withdraw/ConfirmReceipt.tsx';
import { PaymentPasswordForm } from './withdraw/PaymentPasswordForm.tsx';
import { WithdrawForm } from './withdraw/WithdrawForm.tsx';

/** Withdraw: payment password, bound accounts, the request, and the receipt confirmations. */
export default function Withdraw() {
  const { t } = useTranslation('wallet');
  const info = useCallQuery('withdrawInfo');
  const accounts = useCallQuery('payoutAccounts');
  const [pageNo, setPageNo] = useState(1);
  const list = useCallQuery('withdrawList', { pageNo, pageSize: 10 });
  const refresh = () => {
    info.reload();
    list.reload();
  };

  return (
    <div className={styles.stack}>
      <Loaded state={info}>
        {(withdrawInfo) =>
          !withdrawInfo.paymentPasswordSet ? (
            <PaymentPasswordForm onDone={info.reload} />
          ) : (
            <Loaded state={accounts}>
              {(payout) => (
                <>
                  {payout.accounts.length > 0 ? (
                    <WithdrawForm info={withdrawInfo} accounts={payout.accounts} onDone={refresh} />
                  ) : (
                    <EmptyState
                      title={t('withdraw.noAccountTitle')}
                      text={t('withdraw.noAccountText')}
                      size="sm"
                    />
                  )}
                  {payout.accounts.length < payout.maxAccounts ? (
                    <BindAccountForm providers={payout.providers} onDone={accounts.reload} />
                  ) : null}
                </>
              )}
            </Loaded>
          )
        }
      </Loaded>
      <Loaded state={list}>
        {(page) => {
          const awaiting = page.list.filter((w) => w.confirmStatus === 'awaiting');
          return (
            <>
              {awaiting.length > 0 ? (
                <section className={styles.stack} aria-labelledby="withdraw-confirm-title">
                  <h4 id="withdraw-confirm-title" className={styles.sectionTitle}>
                    {t('withdraw.confirmTitle')}
                  </h4>
                  {awaiting.map((withdrawal) => (
                    <ConfirmReceipt
                      key={String(withdrawal.withdrawalId)}
                      withdrawal={withdrawal}
                      onDone={refresh}
                    />
                  ))}
                </section>
              ) : null}
              <h4 className={styles.sectionTitle}>{t('withdraw.history')}</h4>
              <DataTable
                caption={t('withdraw.history')}
                rows={page.list}
                rowKey={(row) => String(row.withdrawalId)}
                isLoading={list.status === 'loading'}
                empty={
                  <EmptyState title={t('withdraw.emptyTitle')} text={t('withdraw.emptyText')} size="sm" />
                }
                columns={[
                  { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                  { id: 'account', header: t('withdraw.toAccount'), cell: (row) => row.payoutAccount },
                  {
                    id: 'amount',
                    header: t('table.amount'),
                    align: 'end',
                    cell: (row) => <Money minor={row.amount} />,
                  },
                  {
                    id: 'status',
                    header: t('table.status'),
                    cell: (row) => t(`withdraw.status.${row.status}`),
                  },
                  {
                    id: 'receipt',
                    header: t('withdraw.receipt'),
                    cell: (row) =>
                      row.confirmStatus === 'none' ? '—' : t(`withdraw.confirm.${row.confirmStatus}`),
                  },
                ]}
              />
              <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
