import { Button, ConfirmDialog } from '@playsite/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../api/client.ts';
import { currentTag } from '../../i18n/index.ts';
import { type PendingDeposit, totalOf } from './queue.ts';

/** Beyond this many, the question gives the count and total only: a list of 100 ids reads badly. */
const listedAtMost = 12;

/**
 * "Approve selected (N)" or "Reject selected (N)": a question naming the deposits, their total
 * and the remark, answered before anything is sent. The deposits are those selected when it
 * opened: what the operator confirms is what is sent, whatever reloads meanwhile.
 */
export function ConfirmDecision({
  approve,
  deposits,
  remark,
  onConfirm,
}: {
  approve: boolean;
  deposits: readonly PendingDeposit[];
  remark: string;
  onConfirm: (ids: number[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const tag = currentTag();
  const [asked, setAsked] = useState<readonly PendingDeposit[]>([]);
  const count = asked.length;
  const ids = new Intl.ListFormat(tag, { type: 'conjunction' }).format(
    asked.map((deposit) => `#${deposit.depositId}`),
  );
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* Opened by state, not as a trigger: react-aria's trigger wants a focusable (enabled) child. */}
      <Button
        tone={approve ? 'brand' : 'critical'}
        variant={approve ? 'solid' : 'outline'}
        isDisabled={deposits.length === 0}
        onPress={() => {
          setAsked(deposits);
          setOpen(true);
        }}
      >
        {t(approve ? 'deposits.approveSelected' : 'deposits.rejectSelected', { selected: deposits.length })}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        tone={approve ? 'caution' : 'critical'}
        title={t(approve ? 'deposits.confirmApproveTitle' : 'deposits.confirmRejectTitle', { count })}
        message={
          <>
            {count <= listedAtMost && <p>{t('deposits.confirmIds', { count, ids })}</p>}
            <p>{t('deposits.confirmTotal', { total: money(String(totalOf(asked)), tag) })}</p>
            {remark.trim() && <p>{t('deposits.confirmRemark', { remark: remark.trim() })}</p>}
          </>
        }
        confirmLabel={t(approve ? 'deposits.confirmApprove' : 'deposits.confirmReject', { count })}
        cancelLabel={t('deposits.cancel')}
        onConfirm={async () => {
          await onConfirm(asked.map((deposit) => deposit.depositId));
        }}
      />
    </>
  );
}
