import { isPlatformError } from '@playsite/api';
import { useCallback, useRef, useState } from 'react';
import { refreshBalance } from '../../../common/account/member.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { IntentKeys } from './idempotency.ts';

export type MoneyState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: R }
  | { status: 'failed'; message: string }
  /** No answer (network, bad gateway): the money may have moved. The key is kept for the retry. */
  | { status: 'unknown' };

/**
 * One money action of a form (deposit, transfer, withdraw…). The idempotency key belongs to the
 * intent (the values sent): a retry of the same values after an unknown outcome reuses it, so
 * the server moves the money at most once. Success refreshes the header balance.
 */
export function useMoneyAction<Input, Result>(
  perform: (input: Input, idempotencyKey: string) => Promise<Result>,
) {
  const keys = useRef(new IntentKeys());
  const busy = useRef(false);
  const [state, setState] = useState<MoneyState<Result>>({ status: 'idle' });

  const run = useCallback(
    async (input: Input): Promise<Result | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      const key = keys.current.keyFor(JSON.stringify(input));
      setState({ status: 'pending' });
      try {
        const result = await perform(input, key);
        keys.current.settle();
        setState({ status: 'done', result });
        void refreshBalance();
        return result;
      } catch (error) {
        if (isPlatformError(error) && error.outcomeUnknown) {
          setState({ status: 'unknown' });
          void refreshBalance();
        } else {
          keys.current.settle();
          setState({ status: 'failed', message: errorText(error) });
        }
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [perform],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset, isPending: state.status === 'pending' };
}
