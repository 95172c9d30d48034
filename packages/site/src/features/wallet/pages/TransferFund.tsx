import { Button, Select } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../shared/api/platform.ts';
import { Loaded } from '../../../shared/panel/Loaded.tsx';
import { formatMoney, Money } from '../../../shared/panel/Money.tsx';
import * as styles from '../../../shared/panel/panel.css.ts';
import { useCall } from '../../../shared/panel/useCall.ts';
import { setBalance } from '../../../shared/stores/wallet.ts';
import { AmountField } from '../money/AmountField.tsx';
import { minorToInput, parseAmount } from '../money/amount.ts';
import { MoneyOutcome } from '../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';

const mainId = '0';

interface Transfer {
  fromAccountTypeId: string;
  toAccountTypeId: string;
  amount: number;
}

const transfer = async (input: Transfer, idempotencyKey: string) => {
  const result = await platform.call('walletTransfer', { ...input, idempotencyKey });
  if (result.sumBalance !== undefined) setBalance(result.sumBalance);
  return result;
};

/** My wallet: the main wallet and one per vendor, and transfers between them. */
export default function TransferFund() {
  const { t } = useTranslation('wallet');
  const wallets = useCall('merchantWallet');
  // merchantWallet is cached for the session; balances come fresh from the balance call.
  const balance = useCall('balance');
  const [from, setFrom] = useState(mainId);
  const [to, setTo] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const action = useMoneyAction(transfer);

  const available = (id: string) =>
    balance.data?.balance?.find((w) => String(w.accountTypeId) === id)?.availBalance ?? 0;

  return (
    <Loaded
      state={wallets}
      isEmpty={(list) => list.length <= 1}
      emptyTitle={t('transfer.singleTitle')}
      emptyText={t('transfer.singleText')}
    >
      {(list) => {
        const options = list.map((w) => ({
          value: String(w.accountTypeId),
          label:
            String(w.accountTypeId) === mainId ? t('transfer.main') : (w.displayName ?? w.accountTypeName),
        }));
        const target = to ?? options.find((o) => o.value !== from)?.value ?? mainId;
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setTried(true);
          const parsed = parseAmount(amount);
          if (!parsed.ok || from === target) return;
          const done = await action.run({
            fromAccountTypeId: from,
            toAccountTypeId: target,
            amount: parsed.minor,
          });
          balance.reload();
          if (done) {
            setAmount('');
            setTried(false);
          }
        };
        return (
          <div className={styles.stack}>
            <ul className={styles.cards} aria-label={t('transfer.wallets')}>
              {options.map((option) => (
                <li key={option.value} className={styles.card}>
                  <span className={styles.cardLabel}>{option.label}</span>
                  <span className={styles.cardValue}>
                    <Money minor={available(option.value)} />
                  </span>
                </li>
              ))}
            </ul>
            <form className={styles.stack} onSubmit={submit} noValidate>
              <div className={styles.row}>
                <Select
                  label={t('transfer.from')}
                  options={options}
                  value={from}
                  onChange={(value) => {
                    if (!value) return;
                    setFrom(value);
                    if (value === target) setTo(value === mainId ? (options[1]?.value ?? null) : mainId);
                  }}
                />
                <Select
                  label={t('transfer.to')}
                  options={options.filter((o) => o.value !== from)}
                  value={target}
                  onChange={(value) => value && setTo(value)}
                />
              </div>
              <AmountField
                label={t('transfer.amount')}
                value={amount}
                onChange={setAmount}
                showError={tried}
                description={t('transfer.available', { amount: formatMoney(available(from)) })}
              />
              <div className={styles.row}>
                <Button type="submit" isPending={action.isPending} pendingLabel={t('actions.pending')}>
                  {t('transfer.submit')}
                </Button>
                <Button
                  variant="outline"
                  onPress={() => {
                    const all = available(from);
                    if (all > 0) setAmount(minorToInput(all));
                  }}
                >
                  {t('transfer.all')}
                </Button>
              </div>
              <MoneyOutcome state={action.state} doneText={t('transfer.done')} />
            </form>
          </div>
        );
      }}
    </Loaded>
  );
}
