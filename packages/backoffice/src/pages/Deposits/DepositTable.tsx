import { Button, Checkbox, DataTable, type DataTableColumn, visuallyHidden } from '@playsite/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../api/client.ts';
import { currentTag } from '../../i18n/index.ts';
import { muted, row } from '../../layout/layout.css.ts';
import { nowrap, stacked } from './Deposits.css.ts';
import type { PendingDeposit } from './queue.ts';

interface DepositTableProps {
  rows: readonly PendingDeposit[];
  isLoading: boolean;
  empty: ReactNode;
  /** The selection and the row buttons, for a role that may decide; without it, read only. */
  decisions?: {
    selection: ReadonlySet<number>;
    onSelect: (depositId: number, selected: boolean) => void;
    /** Deposits being decided: true while approved, false while rejected. */
    deciding: ReadonlyMap<number, boolean>;
    onDecide: (depositId: number, approve: boolean) => void;
  };
}

/** The pending deposits, oldest first, each selectable and decidable on its own. */
export function DepositTable({ rows, isLoading, empty, decisions }: DepositTableProps) {
  const { t } = useTranslation();
  const tag = currentTag();
  const columns: DataTableColumn<PendingDeposit>[] = [
    { id: 'id', header: t('deposits.id'), align: 'end', cell: (deposit) => deposit.depositId },
    { id: 'player', header: t('deposits.player'), cell: (deposit) => deposit.username },
    { id: 'channel', header: t('deposits.channel'), cell: (deposit) => deposit.channelName },
    {
      id: 'amount',
      header: t('deposits.amount'),
      align: 'end',
      cell: (deposit) => <span className={nowrap}>{money(deposit.amount, tag)}</span>,
    },
    {
      id: 'bonus',
      header: t('deposits.bonus'),
      align: 'end',
      cell: (deposit) =>
        deposit.bonus > 0 || deposit.promotionTitle ? (
          <span className={stacked}>
            <span className={nowrap}>{money(deposit.bonus, tag)}</span>
            {deposit.promotionTitle && <span className={muted}>{deposit.promotionTitle}</span>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'asked',
      header: t('deposits.askedAt'),
      cell: (deposit) => new Date(deposit.createTime).toLocaleString(tag),
    },
    { id: 'remark', header: t('deposits.remark'), cell: (deposit) => deposit.remark ?? '—' },
  ];
  if (decisions) {
    const { selection, onSelect, deciding, onDecide } = decisions;
    columns.unshift({
      id: 'select',
      header: t('deposits.select'),
      cell: (deposit) => (
        <Checkbox
          isSelected={selection.has(deposit.depositId)}
          onChange={(selected) => onSelect(deposit.depositId, selected)}
        >
          <span className={visuallyHidden}>{t('deposits.selectRow', { id: deposit.depositId })}</span>
        </Checkbox>
      ),
    });
    columns.push({
      id: 'decision',
      header: t('deposits.decision'),
      cell: (deposit) => (
        <span className={row}>
          <Button
            size="sm"
            isPending={deciding.get(deposit.depositId) === true}
            pendingLabel={t('deposits.deciding')}
            onPress={() => onDecide(deposit.depositId, true)}
            aria-label={t('deposits.approveRow', { id: deposit.depositId })}
          >
            {t('deposits.approve')}
          </Button>
          <Button
            size="sm"
            tone="critical"
            variant="outline"
            isPending={deciding.get(deposit.depositId) === false}
            pendingLabel={t('deposits.deciding')}
            onPress={() => onDecide(deposit.depositId, false)}
            aria-label={t('deposits.rejectRow', { id: deposit.depositId })}
          >
            {t('deposits.reject')}
          </Button>
        </span>
      ),
    });
  }
  return (
    <DataTable
      caption={t('deposits.caption')}
      rows={rows}
      rowKey={(deposit) => String(deposit.depositId)}
      isLoading={isLoading}
      empty={empty}
      columns={columns}
    />
  );
}
