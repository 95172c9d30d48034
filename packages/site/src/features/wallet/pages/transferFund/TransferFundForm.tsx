import { FormShell, useFormField, useFormValue, validateRules } from '@playsite/forms';
import { Button, Select } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { formatMoney } from '../../../../common/panel/Money.tsx';
import * as styles from '../../../../common/panel/panel.css.ts';
import { setBalance } from '../../../../common/stores/wallet.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { amountMinor, amountProblem, minorToInput } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';

export const mainId = '0';

interface Transfer {
  fromAccountTypeId: string;
  toAccountTypeId: string;
  amount: number;
}

interface Values {
  from: string;
  to?: string;
  amount?: string;
}

type Option = { value: string; label: string };

const transfer = async (input: Transfer, idempotencyKey: string) => {
  const result = await platform.call('walletTransfer', { ...input, idempotencyKey });
  if (result.sumBalance !== undefined) setBalance(result.sumBalance);
  return result;
};

/** The chosen target, or the first wallet that is not the source. */
const targetOf = (options: readonly Option[], from: string, to: string | undefined) =>
  to ?? options.find((o) => o.value !== from)?.value ?? mainId;

interface FormProps {
  options: readonly Option[];
  /** A wallet's available balance in minor units. */
  available: (id: string) => number;
  /** After every attempt (the balances reload). */
  onSettled: () => void;
}

function WalletSelects({ options }: { options: readonly Option[] }) {
  const { t } = useTranslation('wallet');
  const from = useFormField('from').input;
  const to = useFormField('to').input;
  const target = targetOf(options, from.value, to.value);
  return (
    <div className={styles.row}>
      <Select
        label={t('transfer.from')}
        options={options}
        value={from.value}
        onChange={(value) => {
          if (!value) return;
          from.onChange(value);
          if (value === target) to.onChange(value === mainId ? options[1]?.value : mainId);
        }}
      />
      <Select
        label={t('transfer.to')}
        options={options.filter((o) => o.value !== from.value)}
        value={target}
        onChange={(value) => value && to.onChange(value)}
      />
    </div>
  );
}

function FromAmount({ available }: Pick<FormProps, 'available'>) {
  const { t } = useTranslation('wallet');
  const from = useFormValue('from') ?? mainId;
  return (
    <AmountField
      label={t('transfer.amount')}
      description={t('transfer.available', { amount: formatMoney(available(from)) })}
    />
  );
}

/** "All": the source wallet's whole available balance into the amount. */
function AllButton({ available }: Pick<FormProps, 'available'>) {
  const { t } = useTranslation('wallet');
  const from = useFormValue('from') ?? mainId;
  const amount = useFormField('amount').input;
  return (
    <Button
      variant="outline"
      onPress={() => {
        const all = available(from);
        if (all > 0) amount.onChange(minorToInput(all));
      }}
    >
      {t('transfer.all')}
    </Button>
  );
}

const validate = validateRules({ amount: amountProblem });

/** A transfer between the member's wallets: from, to, amount (or all), with one idempotency key per intent. */
export function TransferFundForm({ options, available, onSettled }: FormProps) {
  const { t } = useTranslation('wallet');
  const action = useMoneyAction(transfer);
  return (
    <FormShell<Values>
      className={styles.stack}
      initialValues={{ from: mainId }}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('transfer.submit')}
      actions={<AllButton available={available} />}
      footer={<MoneyOutcome state={action.state} doneText={t('transfer.done')} />}
      onSubmit={async (values, form) => {
        const target = targetOf(options, values.from, values.to);
        if (values.from === target) return;
        const done = await action.run({
          fromAccountTypeId: values.from,
          toAccountTypeId: target,
          amount: amountMinor(values.amount),
        });
        onSettled();
        if (done) form.change('amount', undefined);
      }}
    >
      <WalletSelects options={options} />
      <FromAmount available={available} />
    </FormShell>
  );
}
