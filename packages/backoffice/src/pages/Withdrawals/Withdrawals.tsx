import { Button, DataTable } from '@playsite/ui';
import { useInvalidate, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { call, money } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { currentTag } from '../../i18n/index.ts';
import { muted, row } from '../../layout/layout.css.ts';

interface QueuedWithdrawal {
  withdrawalId: number;
  username: string;
  amount: number;
  status: string;
  payoutAccount: string;
  createTime: number;
  needsSecondApprover: boolean;
  approval: { id: number; requestedBy: string } | null;
}

/** The withdrawal queue: approve (a second operator above the threshold) or reject. */
export function Withdrawals() {
  const { t } = useTranslation();
  const tag = currentTag();
  const invalidate = useInvalidate();
  const { result, query } = useList<QueuedWithdrawal>({
    resource: 'withdrawals',
    pagination: { mode: 'off' },
  });
  const { message, fail, done } = useActionMessage();
  const decide = async (id: number, approve: boolean) => {
    try {
      const outcome = await call<{ done?: boolean }>(
        'POST',
        `/withdrawals/${id}/${approve ? 'approve' : 'reject'}`,
        {},
      );
      done(
        approve
          ? outcome.done
            ? t('withdrawals.paid', { id })
            : t('withdrawals.firstApproval')
          : t('withdrawals.rejected', { id }),
      );
      await invalidate({ resource: 'withdrawals', invalidates: ['list'] });
    } catch (error) {
      fail(error);
    }
  };
  const pending = result.data.filter((w) => w.status === 'pending');
  return (
    <>
      <h1>{t('withdrawals.title')}</h1>
      <Message message={message} />
      <DataTable
        caption={t('withdrawals.caption')}
        rows={pending}
        rowKey={(w) => String(w.withdrawalId)}
        isLoading={query.isLoading}
        empty={<p>{t('withdrawals.empty')}</p>}
        columns={[
          { id: 'id', header: t('withdrawals.id'), align: 'end', cell: (w) => w.withdrawalId },
          { id: 'player', header: t('withdrawals.player'), cell: (w) => w.username },
          { id: 'amount', header: t('withdrawals.amount'), align: 'end', cell: (w) => money(w.amount, tag) },
          { id: 'account', header: t('withdrawals.account'), cell: (w) => w.payoutAccount },
          {
            id: 'created',
            header: t('withdrawals.created'),
            cell: (w) => new Date(w.createTime).toLocaleString(tag),
          },
          {
            id: 'check',
            header: t('withdrawals.check'),
            cell: (w) =>
              w.approval ? (
                <span className={muted}>
                  {t('withdrawals.requestedBy', { username: w.approval.requestedBy })}
                </span>
              ) : w.needsSecondApprover ? (
                <span className={muted}>{t('withdrawals.needsSecond')}</span>
              ) : (
                '—'
              ),
          },
          {
            id: 'actions',
            header: '',
            cell: (w) => (
              <span className={row}>
                <Button
                  size="sm"
                  onPress={() => decide(w.withdrawalId, true)}
                  aria-label={`${t('withdrawals.approve')} #${w.withdrawalId}`}
                >
                  {t('withdrawals.approve')}
                </Button>
                <Button
                  size="sm"
                  tone="critical"
                  variant="outline"
                  onPress={() => decide(w.withdrawalId, false)}
                  aria-label={`${t('withdrawals.reject')} #${w.withdrawalId}`}
                >
                  {t('withdrawals.reject')}
                </Button>
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
