import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import { BackofficeError, call } from '../../api/client.ts';
import { batches, type DecisionSummary, type DepositOutcome, summarise } from './queue.ts';

/**
 * Approves or rejects deposits (one or many, each decided by the server on its own), then
 * reloads the queue. Keeps the last decision's summary, or the reason a whole call was refused.
 */
export function useDepositDecisions() {
  const invalidate = useInvalidate();
  const [summary, setSummary] = useState<DecisionSummary>();
  const [refusal, setRefusal] = useState<string>();
  /** The deposits under way: whether each is being approved (true) or rejected. */
  const [deciding, setDeciding] = useState<ReadonlyMap<number, boolean>>(new Map());

  const decide = async (ids: readonly number[], approve: boolean, remark: string) => {
    setDeciding((current) => new Map([...current, ...ids.map((id) => [id, approve] as const)]));
    // Emptied meanwhile, so that the same text again ("Approved 1 deposit.") is announced again.
    setSummary(undefined);
    setRefusal(undefined);
    const outcomes: DepositOutcome[] = [];
    try {
      for (const batch of batches(ids)) {
        const body = { ids: batch, approve, ...(remark.trim() ? { remark: remark.trim() } : {}) };
        outcomes.push(...(await call<DepositOutcome[]>('POST', '/deposits/decide', body)));
      }
      setSummary(summarise(approve, outcomes));
      return true;
    } catch (error) {
      // Batches already sent stay decided: say so, beside the refusal of the one that failed.
      setSummary(outcomes.length ? summarise(approve, outcomes) : undefined);
      setRefusal(error instanceof BackofficeError ? error.reason : 'unknown');
      return false;
    } finally {
      // Reloaded first: a decided row must not offer its buttons again before it leaves the table.
      await invalidate({ resource: 'deposits', invalidates: ['list'] });
      setDeciding((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
    }
  };

  return { decide, deciding, summary, refusal };
}
