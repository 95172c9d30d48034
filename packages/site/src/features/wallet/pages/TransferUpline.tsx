import { Tabs } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { platform } from '../../../common/api/platform.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { session } from '../../../common/stores/session.ts';
import { setBalance } from '../../../common/stores/wallet.ts';
import { DownlineTransfer } from './downline/DownlineTransfer.tsx';
import { TransferForm } from './downline/TransferForm.tsx';

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
  const info = useCallQuery('uplineInfo');

  return (
    <Loaded
      state={info}
      isEmpty={(value) => !value.hasUpline}
      emptyTitle={t('upline.noneTitle')}
      emptyText={t('upline.noneText')}
    >
      {(value) => (
        <TransferForm
          available={value.availBalance}
          submitLabel={t('upline.submit')}
          perform={toUpline}
          toInput={() => ({})}
          doneText={() => t('transfer.done')}
          onSettled={info.reload}
        >
          <p>{t('upline.to', { name: value.uplineName ?? '' })}</p>
        </TransferForm>
      )}
    </Loaded>
  );
}
