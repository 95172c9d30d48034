import { EmptyState, Select, TextField } from '@playsite/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../shared/api/platform.ts';
import { Loaded } from '../../../../shared/panel/Loaded.tsx';
import { formatMoney } from '../../../../shared/panel/Money.tsx';
import * as styles from '../../../../shared/panel/panel.css.ts';
import { useCall } from '../../../../shared/panel/useCall.ts';
import { setBalance } from '../../../../shared/stores/wallet.ts';
import { parseAmount } from '../../money/amount.ts';
import { MoneyOutcome } from '../../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../../money/useMoneyAction.ts';
import { PaymentPasswordForm } from '../withdraw/PaymentPasswordForm.tsx';
import { TransferFields } from './TransferFields.tsx';

interface DownlineInput {
  downlineId: string;
  amount: number;
  paymentPassword: string;
}

const toDownline = async (input: DownlineInput, idempotencyKey: string) => {
  const moved = await platform.call('transferDownline', { ...input, idempotencyKey });
  setBalance(moved.sumBalance);
  return moved;
};

/** Members listed in the picker at once; more are found by typing their account. */
const pickerSize = 50;

/** Typing in the search waits this long before asking the server. */
const searchDelayMs = 300;

/**
 * Transfer to downline (agents): main-wallet money to a member registered with the agent's
 * invitation code, with the payment password; one idempotency key per intent.
 */
export function DownlineTransfer() {
  const { t } = useTranslation('wallet');
  const password = useCall('paymentPasswordStatus');
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAccount(search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);
  const downline = useCall('downlineMembers', { pageSize: pickerSize, ...(account ? { account } : {}) });
  const [downlineId, setDownlineId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const action = useMoneyAction(toDownline);

  if (password.data && !password.data.isSet) return <PaymentPasswordForm onDone={password.reload} />;
  return (
    <Loaded state={downline}>
      {(value) => {
        if (value.totalCount === 0 && !account)
          return <EmptyState title={t('downline.noneTitle')} text={t('downline.noneText')} size="sm" />;
        const chosen = value.list.find((member) => String(member.memberId) === downlineId);
        const parsed = parseAmount(amount);
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setTried(true);
          if (!chosen || !parsed.ok || !paymentPassword) return;
          setSentTo(chosen.account);
          const done = await action.run({
            downlineId: String(chosen.memberId),
            amount: parsed.minor,
            paymentPassword,
          });
          downline.reload();
          if (done) {
            setAmount('');
            setPaymentPassword('');
            setTried(false);
          }
        };
        return (
          <form className={styles.stack} onSubmit={submit} noValidate aria-label={t('downline.title')}>
            <p>{t('downline.intro')}</p>
            <TextField
              type="search"
              label={t('downline.search')}
              value={search}
              onChange={setSearch}
              autoComplete="off"
            />
            <Select
              label={t('downline.member')}
              value={chosen ? downlineId : null}
              onChange={setDownlineId}
              placeholder={t('downline.choose')}
              isRequired
              description={
                value.list.length === 0
                  ? t('downline.noMatch')
                  : t('downline.total', { total: value.totalCount ?? value.list.length })
              }
              errorMessage={tried && !chosen ? t('form.required') : undefined}
              options={value.list.map((member) => ({
                value: String(member.memberId),
                label: member.nickname ? `${member.account} (${member.nickname})` : member.account,
              }))}
            />
            <TransferFields
              amount={amount}
              onAmountChange={setAmount}
              paymentPassword={paymentPassword}
              onPaymentPasswordChange={setPaymentPassword}
              showError={tried}
              available={value.availBalance}
              submitLabel={t('downline.submit')}
              isPending={action.isPending}
            />
            <MoneyOutcome
              state={action.state}
              doneText={
                action.state.status === 'done'
                  ? t('downline.done', { amount: formatMoney(action.state.result.amount), account: sentTo })
                  : ''
              }
            />
          </form>
        );
      }}
    </Loaded>
  );
}
