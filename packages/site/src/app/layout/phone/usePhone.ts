import { media } from '@playsite/ui';
import { useSyncExternalStore } from 'react';

const query = typeof window === 'undefined' ? undefined : window.matchMedia(media.narrow);

/** True below 768 px (the design system's narrow screens), following rotations and resizes. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => query?.matches ?? false,
    () => false,
  );
}
