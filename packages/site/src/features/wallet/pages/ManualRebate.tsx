import { Button, DataTable, EmptyState, Stat, StatGroup } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatBasisPoints, formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { setBalance } from '../../../common/stores/wallet.ts';
import { MoneyOutcome } from '../money/MoneyOutcome.tsx';
import { useMoneyAction } from '../money/useMoneyAction.ts';

const claim = async (_input: { claim: true }, idempotencyKey: string) => {
  const moved = await platform.call('claimRebate', { idempotencyKey });
  setBalance(moved.sumBalance);
  return moved;
};

/** Cashback (MANPLAYREB3): the rebate earned on valid bets since the last claim, and past claims. */
export default function ManualRebate() {
  const { t } = useTranslation('wallet');
  const rebate = useCallQuery('manualRebate');
  const action = useMoneyAction(claim);

  return (
    <Loaded state={rebate}>
      {(value) => (
        <div className={styles.stack}>
          <StatGroup label={t('rebate.summary')}>
            <Stat label={t('rebate.validBet')} value={<Money minor={value.validBet} />} />
            <Stat label={t('rebate.rate')} value={formatBasisPoints(value.rate)} />
            <Stat label={t('rebate.claimable')} value={<Money minor={value.amount} />} />
          </StatGroup>
          <div className={styles.row}>
            <Button
              isDisabled={value.amount <= 0 || !value.enabled}
              isPending={action.isPending}
              pendingLabel={t('actions.pending')}
              onPress={async () => {
                await action.run({ claim: true });
                rebate.reload();
              }}
            >
              {t('rebate.claim')}
            </Button>
            {value.amount <= 0 ? <span className={styles.muted}>{t('rebate.nothing')}</span> : null}
          </div>
          <MoneyOutcome state={action.state} doneText={t('rebate.done')} />
          <DataTable
            caption={t('rebate.history')}
            showCaption
            rows={value.records}
            rowKey={(row) => String(row.id)}
            empty={<EmptyState title={t('rebate.emptyTitle')} text={t('rebate.emptyText')} size="sm" />}
            columns={[
              { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime) },
              {
                id: 'bet',
                header: t('rebate.validBet'),
                align: 'end',
                cell: (row) => <Money minor={row.validBet} />,
              },
              {
                id: 'amount',
                header: t('table.amount'),
                align: 'end',
                cell: (row) => <Money minor={row.amount} />,
              },
            ]}
          />
        </div>
      )}
    </Loaded>
  );
}
