import { useRef, useState } from 'react';
import { errorText } from '../../../common/panel/errorText.ts';

export type ActionState = { status: 'idle' | 'pending' } | { status: 'done' | 'failed'; message: string };

/**
 * One points action (redeem, convert): one idempotency key per intent, kept until the server
 * answered either way, so a retried submit can not redeem or convert twice.
 */
export function usePointAction<Input>(perform: (input: Input, key: string) => Promise<unknown>) {
  const key = useRef<string | undefined>(undefined);
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const run = async (input: Input, doneMessage: string) => {
    key.current ??= crypto.randomUUID();
    setState({ status: 'pending' });
    try {
      await perform(input, key.current);
      key.current = undefined;
      setState({ status: 'done', message: doneMessage });
      return true;
    } catch (error) {
      key.current = undefined;
      setState({ status: 'failed', message: errorText(error) });
      return false;
    }
  };
  return { state, run };
}
