import { useState } from 'react';
import { refreshBalance } from '../../common/account/member.ts';
import { platform } from '../../common/api/platform.ts';
import { errorText } from '../../common/panel/errorText.ts';
import { invalidateCall } from '../../common/query/query.ts';
import { requireRealAccount } from '../../common/router/guards.ts';

export type Outcome = { ok: boolean; text: string } | null;

/**
 * Join or claim one activity. Both are once per member on the server (a repeat answers the entry
 * already there), so a retry after a lost answer can not pay twice.
 */
export function useActivityAction(activityId: number, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (call: 'activityJoin' | 'activityClaim', doneText: string) => {
    if (pending || !requireRealAccount()) return;
    setPending(true);
    setOutcome(null);
    try {
      await platform.call(call, { activityId });
      setOutcome({ ok: true, text: doneText });
      if (call === 'activityClaim') void refreshBalance();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setPending(false);
      onDone();
      // The list behind the rewards badge (and the rewards centre) changes with the status.
      void invalidateCall('activityList');
    }
  };
  return { pending, outcome, run };
}
