import { useTranslation } from 'react-i18next';
import { TransactionRecords } from './TransactionRecords.tsx';

/** transType values of the reference platform (ODSFE2_MemTransDet). */
export const moneyTypes = [
  'deposit',
  'deposit.bonus',
  'withdrawal.hold',
  'withdrawal.refund',
  'withdrawal.void',
  'wallet.transfer',
  'transfer.upline',
  'rebate',
  'reward',
  'operator.credit',
] as const;

/** Account record: every money movement of every wallet. */
export default function TransactionHistory() {
  const { t } = useTranslation('wallet');
  return (
    <TransactionRecords
      types={moneyTypes}
      caption={t('pages.transactionHistory')}
      emptyTitle={t('records.emptyTitle')}
      emptyText={t('records.emptyText')}
    />
  );
}
