import type { CallValue } from '@playsite/api';
import { FormSelect, FormShell, FormTextField, useFormValue, validateRules } from '@playsite/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { formatMoney } from '../../../../common/panel/Money.tsx';
import * as styles from '../../../../common/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { amountMinor, amountProblem } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';

type Setup = CallValue<'depositChannels'>;
type Channel = Setup['channels'][number];
type DepositRecord = CallValue<'depositRequest'>;

interface DepositInput {
  channelId: string;
  amount: number;
  promotionId?: string;
  payerName?: string;
}

interface Values {
  channelId?: string;
  amount?: string;
  promotionId: string;
  payerName?: string;
}

const deposit = (input: DepositInput, idempotencyKey: string) =>
  platform.call('depositRequest', { ...input, idempotencyKey });

const channelOf = (channels: readonly Channel[], id: string | undefined) =>
  channels.find((c) => String(c.channelId) === id) ?? channels[0];

/** The chosen channel's instructions and the amount within its bounds. */
function ChannelAmount({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation('wallet');
  const channel = channelOf(channels, useFormValue('channelId'));
  if (!channel) return null;
  return (
    <>
      {channel.instructions ? <p className={styles.muted}>{channel.instructions}</p> : null}
      <AmountField
        label={t('deposit.amount')}
        description={t('amount.range', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
      />
    </>
  );
}

/** Deposit: pick a channel, type the amount (within the channel's bounds), an optional promotion. */
export function DepositForm({ setup, onDeposited }: { setup: Setup; onDeposited: () => void }) {
  const { t } = useTranslation('wallet');
  const { channels, promotions } = setup;
  const action = useMoneyAction(deposit);
  const validate = useMemo(
    () =>
      validateRules({
        amount: (value, all) => {
          const problem = amountProblem(value);
          const channel = channelOf(channels, all.channelId as string | undefined);
          if (problem || !channel) return problem;
          const minor = amountMinor(String(value));
          return minor < channel.minAmount || minor > channel.maxAmount
            ? 'wallet:amount.outOfRange'
            : undefined;
        },
      }),
    [channels],
  );
  return (
    <FormShell<Values>
      className={styles.stack}
      initialValues={{ channelId: String(channels[0]?.channelId ?? ''), promotionId: 'none' }}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('deposit.submit')}
      footer={<MoneyOutcome state={action.state} doneText={depositDoneText(t, action.state)} />}
      onSubmit={async (values, form) => {
        const channel = channelOf(channels, values.channelId);
        if (!channel) return;
        const payerName = (values.payerName ?? '').trim();
        const record = await action.run({
          channelId: String(channel.channelId),
          amount: amountMinor(values.amount),
          ...(values.promotionId !== 'none' ? { promotionId: values.promotionId } : {}),
          ...(payerName ? { payerName } : {}),
        });
        if (record) {
          form.change('amount', undefined);
          onDeposited();
        }
      }}
    >
      <FormSelect
        name="channelId"
        label={t('deposit.channel')}
        options={channels.map((c) => ({ value: String(c.channelId), label: c.name }))}
      />
      <ChannelAmount channels={channels} />
      {promotions.length > 0 ? (
        <FormSelect
          name="promotionId"
          label={t('deposit.promotion')}
          options={[
            { value: 'none', label: t('deposit.noPromotion') },
            ...promotions.map((p) => ({ value: String(p.promotionId), label: p.title })),
          ]}
        />
      ) : null}
      <FormTextField name="payerName" label={t('deposit.payerName')} maxLength={64} autoComplete="name" />
    </FormShell>
  );
}

function depositDoneText(
  t: (key: string) => string,
  state: { status: string; result?: DepositRecord },
): string {
  if (state.status !== 'done' || !state.result) return '';
  return state.result.status === 'approved' ? t('deposit.approved') : t('deposit.pending');
}
