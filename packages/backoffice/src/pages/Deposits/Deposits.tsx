import { useGetIdentity, useList } from '@refinedev/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackofficeError, type Me } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { BulkDecision } from './BulkDecision.tsx';
import { DecisionReport } from './DecisionReport.tsx';
import { DepositTable } from './DepositTable.tsx';
import { QueueFilter } from './QueueFilter.tsx';
import {
  channelsOf,
  type QueueFilter as Filter,
  filterDeposits,
  keepPending,
  type PendingDeposit,
  selectedAmong,
  toggleAll,
  toggleOne,
} from './queue.ts';
import { ReconciliationExport } from './ReconciliationExport.tsx';
import { useDepositDecisions } from './useDepositDecisions.ts';

/** Longer than the confirmation dialog takes to close and return focus. */
const focusRescueDelayMs = 300;

/**
 * The deposit queue: pending deposits approved or rejected one by one or in bulk (finance,
 * owner), read by the other roles, and the reconciliation export of a period.
 */
export function Deposits() {
  const { t } = useTranslation();
  const { data: me } = useGetIdentity<Me>();
  const canDecide = me?.permissions.includes('deposits.decide') ?? false;
  const { result, query } = useList<PendingDeposit>({ resource: 'deposits', pagination: { mode: 'off' } });
  const deposits = result.data;
  const [filter, setFilter] = useState<Filter>({ text: '', channel: null });
  const [selection, setSelection] = useState<Set<number>>(() => new Set());
  const [remark, setRemark] = useState('');
  const { decide, deciding, summary, refusal } = useDepositDecisions();

  useEffect(() => setSelection((current) => keepPending(current, deposits)), [deposits]);

  const channels = channelsOf(deposits);
  // A channel whose last deposit was decided is no longer offered: stop filtering on it.
  const channel = filter.channel !== null && channels.includes(filter.channel) ? filter.channel : null;
  const shown = filterDeposits(deposits, { ...filter, channel });
  const selected = selectedAmong(shown, selection);
  const report = useRef<HTMLDivElement>(null);
  const decideAndClear = async (ids: number[], approve: boolean) => {
    if (await decide(ids, approve, remark)) setRemark('');
    // The decided rows left the table and an emptied selection disables the bulk buttons, so focus
    // may have fallen to the page's start; after the dialog's own focus return, move it to the report.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) report.current?.focus();
    }, focusRescueDelayMs);
  };
  const loadReason = query.error instanceof BackofficeError ? query.error.reason : 'unknown';

  return (
    <>
      <h1>{t('deposits.title')}</h1>
      <DecisionReport ref={report} summary={summary} refusal={refusal} />
      {query.isError && (
        <Message
          message={{ text: t(`errors.${loadReason}`, { defaultValue: t('errors.unknown') }), isError: true }}
        />
      )}
      {deposits.length > 0 && (
        <QueueFilter filter={{ ...filter, channel }} channels={channels} onChange={setFilter} />
      )}
      {canDecide && deposits.length > 0 && (
        <BulkDecision
          shown={shown}
          selected={selected}
          onSelectAll={(all) => setSelection((current) => toggleAll(current, shown, all))}
          remark={remark}
          onRemarkChange={setRemark}
          onDecide={decideAndClear}
        />
      )}
      {!query.isError && (
        <DepositTable
          rows={shown}
          isLoading={query.isLoading}
          empty={<p>{deposits.length ? t('deposits.noMatch') : t('deposits.empty')}</p>}
          decisions={
            canDecide
              ? {
                  selection,
                  onSelect: (id, on) => setSelection((current) => toggleOne(current, id, on)),
                  deciding,
                  onDecide: (id, approve) => void decideAndClear([id], approve),
                }
              : undefined
          }
        />
      )}
      <ReconciliationExport />
    </>
  );
}
