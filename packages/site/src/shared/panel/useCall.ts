import type { CallArgs, EndpointName, ValueOf } from '@playsite/api';
import { useCallback, useEffect, useState } from 'react';
import { platform } from '../api/platform.ts';
import { errorText } from './errorText.ts';

export type CallState<T> =
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; data?: T | undefined };

/**
 * Loads one platform call for a page and reloads it when its payload changes or on `reload()`.
 * The previous data stays while reloading, so tables do not flash empty between pages.
 */
export function useCall<N extends EndpointName>(name: N, ...args: CallArgs<N>) {
  const payloadKey = JSON.stringify(args[0] ?? {});
  const [state, setState] = useState<CallState<ValueOf<N>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    platform.call(name, ...args).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: errorText(error) }),
    );
    return () => {
      live = false;
    };
  }, [name, payloadKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
