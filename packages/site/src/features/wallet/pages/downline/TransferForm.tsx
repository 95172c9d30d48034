import { type FieldRules, FormShell, validateRules } from '@playsite/forms';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { required } from '../../../../common/panel/formRules.ts';
import { formatMoney } from '../../../../common/panel/Money.tsx';
import * as styles from '../../../../common/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { amountMinor, amountProblem } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';

/** What a transfer sends besides its own fields: the amount in minor units and the payment password. */
export interface TransferMoney {
  amount: number;
  paymentPassword: string;
}

type Values = Record<string, string | undefined>;

interface TransferFormProps<Input, Result> {
  label?: string;
  /** The main wallet, in minor units: what may be sent now. */
  available: number;
  submitLabel: string;
  /** The money call; one idempotency key per intent (useMoneyAction). */
  perform: (input: Input & TransferMoney, idempotencyKey: string) => Promise<Result>;
  /** The transfer's own fields (a recipient) from the form values; undefined stops the submit. */
  toInput: (values: Values) => Input | undefined;
  doneText: (result: Result) => string;
  /** After every attempt (the page reloads its figures). */
  onSettled: () => void;
  /** Rules of the transfer's own fields; keep the object stable (a module constant). */
  rules?: FieldRules;
  /** The transfer's own fields, above the amount. */
  children?: ReactNode;
}

/**
 * A transfer to upline or downline: the transfer's own fields, amount, payment password, the
 * submit row and the outcome. The typed amount and password are cleared once the money moved.
 */
export function TransferForm<Input, Result>(props: TransferFormProps<Input, Result>) {
  const { t } = useTranslation('wallet');
  const action = useMoneyAction(props.perform);
  const { rules } = props;
  const validate = useMemo(
    () => validateRules({ ...rules, amount: amountProblem, paymentPassword: required }),
    [rules],
  );
  return (
    <FormShell<Values>
      label={props.label}
      className={styles.stack}
      validate={validate}
      errorTiming="submitted"
      isSubmitFullWidth={false}
      submitLabel={props.submitLabel}
      footer={
        <MoneyOutcome
          state={action.state}
          doneText={action.state.status === 'done' ? props.doneText(action.state.result) : ''}
        />
      }
      onSubmit={async (values, form) => {
        const input = props.toInput(values);
        if (!input) return;
        const done = await action.run({
          ...input,
          amount: amountMinor(values.amount),
          paymentPassword: values.paymentPassword ?? '',
        });
        props.onSettled();
        if (done) {
          form.change('amount', undefined);
          form.change('paymentPassword', undefined);
        }
      }}
    >
      {props.children}
      <AmountField
        label={t('transfer.amount')}
        description={t('transfer.available', { amount: formatMoney(props.available) })}
      />
      <PaymentPasswordField />
    </FormShell>
  );
}
