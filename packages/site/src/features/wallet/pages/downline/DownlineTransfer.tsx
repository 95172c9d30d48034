import { EmptyState, TextField } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../../common/api/platform.ts';
import { Loaded } from '../../../../common/panel/Loaded.tsx';
import { formatMoney } from '../../../../common/panel/Money.tsx';
import { useCallQuery } from '../../../../common/panel/useCallQuery.ts';
import { setBalance } from '../../../../common/stores/wallet.ts';
import { PaymentPasswordForm } from '../withdraw/PaymentPasswordForm.tsx';
import { MemberSelect, memberRules } from './MemberSelect.tsx';
import { TransferForm } from './TransferForm.tsx';

const toDownline = async (
  input: { downlineId: string; amount: number; paymentPassword: string },
  idempotencyKey: string,
) => {
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
  const password = useCallQuery('paymentPasswordStatus');
  const [search, setSearch] = useState('');
  const [account, setAccount] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAccount(search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);
  const downline = useCallQuery('downlineMembers', { pageSize: pickerSize, ...(account ? { account } : {}) });
  const [sentTo, setSentTo] = useState('');

  if (password.data && !password.data.isSet) return <PaymentPasswordForm onDone={password.reload} />;
  return (
    <Loaded state={downline}>
      {(value) => {
        if (value.totalCount === 0 && !account)
          return <EmptyState title={t('downline.noneTitle')} text={t('downline.noneText')} size="sm" />;
        const chosenIn = (id: unknown) => value.list.find((member) => String(member.memberId) === id);
        return (
          <TransferForm
            label={t('downline.title')}
            available={value.availBalance}
            submitLabel={t('downline.submit')}
            perform={toDownline}
            rules={memberRules}
            toInput={(values) => {
              const chosen = chosenIn(values.downlineId);
              if (!chosen) return undefined;
              setSentTo(chosen.account);
              return { downlineId: String(chosen.memberId) };
            }}
            doneText={(result) => t('downline.done', { amount: formatMoney(result.amount), account: sentTo })}
            onSettled={downline.reload}
          >
            <p>{t('downline.intro')}</p>
            <TextField
              type="search"
              label={t('downline.search')}
              value={search}
              onChange={setSearch}
              autoComplete="off"
            />
            <MemberSelect members={value} />
          </TransferForm>
        );
      }}
    </Loaded>
  );
}
