import { Tabs } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { platform } from '../../../shared/api/platform.ts';
import { Loaded } from '../../../shared/panel/Loaded.tsx';
import * as styles from '../../../shared/panel/panel.css.ts';
import { useCall } from '../../../shared/panel/useCall.ts';
import { session } from '../../../shared/stores/session.ts';
import { setBalance } from '../../../shared/stores/wallet.ts';
import { parseAmount } from '../money/amount.ts';
import { MoneyOutcome } from '../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';
import { DownlineTransfer } from './downline/DownlineTransfer.tsx';
import { TransferFields } from './downline/TransferFields.tsx';

const toUpline = async (input: { amount: number; paymentPassword: string }, idempotencyKey: string) => {
  const moved = await platform.call('transferUpline', { ...input, idempotencyKey });
  setBalance(moved.sumBalance);
  return moved;
};

/**
 * Transfers to upline and downline (docs/product.md § Who uses it). Members send to their upline;
 * agents also send to their direct downline, in a tab of this page (the member centre's menu is
 * fixed).
 */
export default function TransferUpline() {
  const { t } = useTranslation('wallet');
  const { isAgent } = useSnapshot(session);
  if (!isAgent) return <UplineTransfer />;
  return (
    <Tabs
      label={t('pages.transferUpline')}
      items={[
        { id: 'downline', label: t('downline.tab'), content: <DownlineTransfer /> },
        { id: 'upline', label: t('upline.tab'), content: <UplineTransfer /> },
      ]}
    />
  );
}

/** Transfer to upline: main-wallet money to the member's agent, with the payment password. */
function UplineTransfer() {
  const { t } = useTranslation('wallet');
  const info = useCall('uplineInfo');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [tried, setTried] = useState(false);
  const action = useMoneyAction(toUpline);

  return (
    <Loaded
      state={info}
      isEmpty={(value) => !value.hasUpline}
      emptyTitle={t('upline.noneTitle')}
      emptyText={t('upline.noneText')}
    >
      {(value) => {
        const parsed = parseAmount(amount);
        const submit = async (event: FormEvent) => {
          event.preventDefault();
          setTried(true);
          if (!parsed.ok || !paymentPassword) return;
          const done = await action.run({ amount: parsed.minor, paymentPassword });
          info.reload();
          if (done) {
            setAmount('');
            setPaymentPassword('');
            setTried(false);
          }
        };
        return (
          <form className={styles.stack} onSubmit={submit} noValidate>
            <p>{t('upline.to', { name: value.uplineName ?? '' })}</p>
            <TransferFields
              amount={amount}
              onAmountChange={setAmount}
              paymentPassword={paymentPassword}
              onPaymentPasswordChange={setPaymentPassword}
              showError={tried}
              available={value.availBalance}
              submitLabel={t('upline.submit')}
              isPending={action.isPending}
            />
            <MoneyOutcome state={action.state} doneText={t('transfer.done')} />
          </form>
        );
      }}
    </Loaded>
  );
}
