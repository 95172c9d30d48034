import { startTransition, useEffect, useState } from 'react';

/**
 * True from the browser's first quiet moment after the page appeared (at the latest after
 * `timeoutMs`). Work nobody sees first (sections below the fold, the side bar, the header's game
 * drop-downs) waits for it, so the largest paint never queues behind it; it then renders in a
 * transition, in slices that yield to input.
 */
export function useIdleReady(timeoutMs = 1000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (!('requestIdleCallback' in window)) {
      const id = setTimeout(show, 200);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(show, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [timeoutMs]);
  return ready;
}
