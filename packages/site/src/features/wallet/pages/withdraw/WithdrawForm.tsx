import type { ValueOf } from '@playsite/api';
import { Button, Select } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { formatMoney } from '../../../../shared/panel/Money.tsx';
import * as styles from '../../../../shared/panel/panel.css.ts';
import { AmountField } from '../../money/AmountField.tsx';
import { parseAmount } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { PaymentPasswordField } from '../../money/PaymentPasswordField.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';

type Info = ValueOf<'withdrawInfo'>;
type Accounts = ValueOf<'payoutAccounts'>['accounts'];

interface WithdrawInput {
  payoutAccountId: string;
  amount: number;
  paymentPassword: string;
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
  const [accountId, setAccountId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const action = useMoneyAction(withdraw);

  const account = accounts.find((a) => String(a.accountId) === accountId) ?? accounts[0];
  const parsed = parseAmount(amount);
  const outOfRange =
    parsed.ok &&
    (parsed.minor < info.minAmount || parsed.minor > info.maxAmount || parsed.minor > info.availBalance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!account || !parsed.ok || outOfRange || !paymentPassword) return;
    const done = await action.run({
      payoutAccountId: String(account.accountId),
      amount: parsed.minor,
      paymentPassword,
    });
    if (done) {
      setAmount('');
      setPaymentPassword('');
      setTried(false);
    }
    onDone();
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-labelledby="withdraw-form-title">
      <h4 id="withdraw-form-title" className={styles.sectionTitle}>
        {t('withdraw.formTitle')}
      </h4>
      <Select
        label={t('withdraw.toAccount')}
        value={account ? String(account.accountId) : null}
        onChange={(value) => value && setAccountId(value)}
        options={accounts.map((a) => ({
          value: String(a.accountId),
          label: `${a.providerName} ${a.maskedNumber}`,
        }))}
      />
      <AmountField
        label={t('withdraw.amount')}
        value={amount}
        onChange={setAmount}
        showError={tried}
        description={`${t('amount.range', { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount) })} · ${t(
          'transfer.available',
          { amount: formatMoney(info.availBalance) },
        )}`}
      />
      {tried && outOfRange ? (
        <p role="alert" className={styles.negative}>
          {t('amount.outOfRange')}
        </p>
      ) : null}
      <PaymentPasswordField value={paymentPassword} onChange={setPaymentPassword} showError={tried} />
      <div className={styles.row}>
        <Button type="submit" isPending={action.isPending} pendingLabel={t('actions.pending')}>
          {t('withdraw.submit')}
        </Button>
      </div>
      <MoneyOutcome state={action.state} doneText={t('withdraw.requested')} />
    </form>
  );
}
