import type { ValueOf } from '@playsite/api';
import { Button, DataTable, EmptyState, Select, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../shared/api/platform.ts';
import { Loaded } from '../../../shared/panel/Loaded.tsx';
import { formatMoney, formatTime, Money } from '../../../shared/panel/Money.tsx';
import { Pager } from '../../../shared/panel/Pager.tsx';
import * as styles from '../../../shared/panel/panel.css.ts';
import { useCall } from '../../../shared/panel/useCall.ts';
import { AmountField } from '../money/AmountField.tsx';
import { parseAmount } from '../money/amount.ts';
import { MoneyOutcome } from '../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';

type DepositRecord = ValueOf<'depositRequest'>;

interface DepositInput {
  channelId: string;
  amount: number;
  promotionId?: string;
  payerName?: string;
}

const deposit = (input: DepositInput, idempotencyKey: string) =>
  platform.call('depositRequest', { ...input, idempotencyKey });

/** Deposit: pick a channel, type the amount (within the channel's bounds), an optional promotion. */
export default function Deposit() {
  const { t } = useTranslation('wallet');
  const setup = useCall('depositChannels');
  const [pageNo, setPageNo] = useState(1);
  const history = useCall('depositList', { pageNo, pageSize: 10 });
  const [channelId, setChannelId] = useState<string | null>(null);
  const [promotionId, setPromotionId] = useState('none');
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [tried, setTried] = useState(false);
  const action = useMoneyAction(deposit);

  return (
    <div className={styles.stack}>
      <Loaded
        state={setup}
        isEmpty={(value) => value.channels.length === 0}
        emptyTitle={t('deposit.noChannelsTitle')}
        emptyText={t('deposit.noChannelsText')}
      >
        {({ channels, promotions }) => {
          const channel = channels.find((c) => String(c.channelId) === channelId) ?? channels[0];
          if (!channel) return null;
          const parsed = parseAmount(amount);
          const outOfRange =
            parsed.ok && (parsed.minor < channel.minAmount || parsed.minor > channel.maxAmount);
          const submit = async (event: FormEvent) => {
            event.preventDefault();
            setTried(true);
            if (!parsed.ok || outOfRange) return;
            const record = await action.run({
              channelId: String(channel.channelId),
              amount: parsed.minor,
              ...(promotionId !== 'none' ? { promotionId } : {}),
              ...(payerName.trim() ? { payerName: payerName.trim() } : {}),
            });
            if (record) {
              setAmount('');
              setTried(false);
              history.reload();
            }
          };
          return (
            <form className={styles.stack} onSubmit={submit} noValidate>
              <Select
                label={t('deposit.channel')}
                options={channels.map((c) => ({ value: String(c.channelId), label: c.name }))}
                value={String(channel.channelId)}
                onChange={(value) => value && setChannelId(value)}
              />
              {channel.instructions ? <p className={styles.muted}>{channel.instructions}</p> : null}
              <AmountField
                label={t('deposit.amount')}
                value={amount}
                onChange={setAmount}
                showError={tried}
                description={t('amount.range', {
                  min: formatMoney(channel.minAmount),
                  max: formatMoney(channel.maxAmount),
                })}
              />
              {tried && outOfRange ? (
                <p role="alert" className={styles.negative}>
                  {t('amount.outOfRange')}
                </p>
              ) : null}
              {promotions.length > 0 ? (
                <Select
                  label={t('deposit.promotion')}
                  value={promotionId}
                  onChange={(value) => value && setPromotionId(value)}
                  options={[
                    { value: 'none', label: t('deposit.noPromotion') },
                    ...promotions.map((p) => ({ value: String(p.promotionId), label: p.title })),
                  ]}
                />
              ) : null}
              <TextField
                label={t('deposit.payerName')}
                value={payerName}
                onChange={setPayerName}
                maxLength={64}
                autoComplete="name"
              />
              <div className={styles.row}>
                <Button type="submit" isPending={action.isPending} pendingLabel={t('actions.pending')}>
                  {t('deposit.submit')}
                </Button>
              </div>
              <MoneyOutcome state={action.state} doneText={depositDoneText(t, action.state)} />
            </form>
          );
        }}
      </Loaded>
      <h4 className={styles.sectionTitle}>{t('deposit.history')}</h4>
      <Loaded state={history}>
        {(page) => (
          <>
            <DataTable
              caption={t('deposit.history')}
              rows={page.list}
              rowKey={(row) => String(row.depositId)}
              isLoading={history.status === 'loading'}
              empty={<EmptyState title={t('deposit.emptyTitle')} text={t('deposit.emptyText')} size="sm" />}
              columns={[
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
                { id: 'channel', header: t('deposit.channel'), cell: (row) => row.channelName },
                {
                  id: 'amount',
                  header: t('table.amount'),
                  align: 'end',
                  cell: (row) => <Money minor={row.amount} />,
                },
                {
                  id: 'bonus',
                  header: t('deposit.bonus'),
                  align: 'end',
                  cell: (row) => <Money minor={row.bonus} />,
                },
                { id: 'status', header: t('table.status'), cell: (row) => t(`deposit.status.${row.status}`) },
              ]}
            />
            <Pager page={page.pageNum} pageCount={page.totalPages} onPageChange={setPageNo} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function depositDoneText(
  t: (key: string) => string,
  state: { status: string; result?: DepositRecord },
): string {
  if (state.status !== 'done' || !state.result) return '';
  return state.result.status === 'approved' ? t('deposit.approved') : t('deposit.pending');
}
