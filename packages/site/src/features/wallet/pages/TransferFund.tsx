import { Stat, StatGroup } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { mainId, TransferFundForm } from './transferFund/TransferFundForm.tsx';

/** My wallet: the main wallet and one per vendor, and transfers between them. */
export default function TransferFund() {
  const { t } = useTranslation('wallet');
  const wallets = useCallQuery('merchantWallet');
  // merchantWallet is cached for the session; balances come fresh from the balance call.
  const balance = useCallQuery('balance');

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
        return (
          <div className={styles.stack}>
            <StatGroup label={t('transfer.wallets')}>
              {options.map((option) => (
                <Stat
                  key={option.value}
                  label={option.label}
                  value={<Money minor={available(option.value)} />}
                />
              ))}
            </StatGroup>
            <TransferFundForm options={options} available={available} onSettled={balance.reload} />
          </div>
        );
      }}
    </Loaded>
  );
}
