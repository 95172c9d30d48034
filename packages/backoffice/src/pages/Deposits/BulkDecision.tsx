import { Checkbox, TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { ConfirmDecision } from './ConfirmDecision.tsx';
import { decisionArea, remarkField, selectionBar } from './Deposits.css.ts';
import type { PendingDeposit } from './queue.ts';

/** Select all shown, the remark sent with every decision, and the two bulk decisions. */
export function BulkDecision({
  shown,
  selected,
  onSelectAll,
  remark,
  onRemarkChange,
  onDecide,
}: {
  shown: readonly PendingDeposit[];
  selected: readonly PendingDeposit[];
  onSelectAll: (selected: boolean) => void;
  remark: string;
  onRemarkChange: (remark: string) => void;
  onDecide: (ids: number[], approve: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const all = shown.length > 0 && selected.length === shown.length;
  return (
    <div className={decisionArea}>
      <div className={remarkField}>
        <TextField
          label={t('deposits.remarkField')}
          description={t('deposits.remarkHelp')}
          value={remark}
          onChange={onRemarkChange}
          maxLength={200}
        />
      </div>
      <div className={selectionBar}>
        <Checkbox
          isSelected={all}
          isIndeterminate={selected.length > 0 && !all}
          isDisabled={shown.length === 0}
          onChange={onSelectAll}
        >
          {t('deposits.selectAll')}
        </Checkbox>
        <ConfirmDecision
          approve
          deposits={selected}
          remark={remark}
          onConfirm={(ids) => onDecide(ids, true)}
        />
        <ConfirmDecision
          approve={false}
          deposits={selected}
          remark={remark}
          onConfirm={(ids) => onDecide(ids, false)}
        />
      </div>
    </div>
  );
}
