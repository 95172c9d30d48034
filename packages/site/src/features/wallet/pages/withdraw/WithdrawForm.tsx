import type { CallValue } from '@playsite/api';
import { FormSelect, FormShell, validateRules } from '@playsite/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { required } from '../../../../common/panel/formRules.ts';
import { formatMoney } from '../../../../common/panel/Money.tsx';
import * as styles from '../../../../common/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { amountMinor, amountProblem } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';

type Info = CallValue<'withdrawInfo'>;
type Accounts = CallValue<'payoutAccounts'>['accounts'];

interface WithdrawInput {
  payoutAccountId: string;
  amount: number;
  paymentPassword: string;
}

interface Values {
  accountId?: string;
  amount?: string;
  paymentPassword?: string;
}

const withdraw = (input: WithdrawInput, idempotencyKey: string) =>
  platform.call('withdrawRequest', { ...input, idempotencyKey });

/** Amount to a bound account, confirmed with the payment password; the money is held at once. */
export function WithdrawForm({
  info,
  accounts,
  onDone,
}: {
  info: Info;
  accounts: Accounts;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const action = useMoneyAction(withdraw);
  const validate = useMemo(
    () =>
      validateRules({
        amount: (value) => {
          const problem = amountProblem(value);
          if (problem) return problem;
          const minor = amountMinor(String(value));
          const outOfRange = minor < info.minAmount || minor > info.maxAmount || minor > info.availBalance;
          return outOfRange ? 'wallet:amount.outOfRange' : undefined;
        },
        paymentPassword: required,
      }),
    [info],
  );

  return (
    <FormShell<Values>
      labelledBy="withdraw-form-title"
      className={styles.stack}
      initialValues={{ accountId: accounts[0] ? String(accounts[0].accountId) : undefined }}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={t('withdraw.submit')}
      footer={<MoneyOutcome state={action.state} doneText={t('withdraw.requested')} />}
      onSubmit={async (values, form) => {
        const account = accounts.find((a) => String(a.accountId) === values.accountId) ?? accounts[0];
        if (!account) return;
        const done = await action.run({
          payoutAccountId: String(account.accountId),
          amount: amountMinor(values.amount),
          paymentPassword: values.paymentPassword ?? '',
        });
        if (done) {
          form.change('amount', undefined);
          form.change('paymentPassword', undefined);
        }
        onDone();
      }}
    >
      <h4 id="withdraw-form-title" className={styles.sectionTitle}>
        {t('withdraw.formTitle')}
      </h4>
      <FormSelect
        name="accountId"
        label={t('withdraw.toAccount')}
        options={accounts.map((a) => ({
          value: String(a.accountId),
          label: `${a.providerName} ${a.maskedNumber}`,
        }))}
      />
      <AmountField
        label={t('withdraw.amount')}
        description={`${t('amount.range', { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount) })} · ${t(
          'transfer.available',
          { amount: formatMoney(info.availBalance) },
        )}`}
      />
      <PaymentPasswordField />
    </FormShell>
  );
}
