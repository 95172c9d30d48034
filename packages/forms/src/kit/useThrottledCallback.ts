import { useCallback, useRef } from 'react';

/** Calls `callback` at most once per `ms`; calls in between are dropped, not queued. */
export function useThrottledCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      latest.current(...args);
    },
    [ms],
  );
}
