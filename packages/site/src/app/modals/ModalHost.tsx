import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { modals } from '../../common/stores/modals.ts';
import { useSocialReturn } from '../../features/auth/index.ts';

// What renders the modals loads with the first one: no page needs it to show.
const loadOpenModal = () => import('./OpenModal.tsx');
const OpenModal = lazy(() => loadOpenModal().then((m) => ({ default: m.OpenModal })));

/** The first pointer move, touch, key or scroll: the visitor is about to do something. */
const intentEvents = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;

function usePrefetchOnIntent() {
  useEffect(() => {
    const prefetch = () => {
      stop();
      loadOpenModal().then(
        (m) => m.prefetchModals(),
        () => undefined,
      );
    };
    const stop = () => {
      for (const name of intentEvents) window.removeEventListener(name, prefetch);
    };
    for (const name of intentEvents) window.addEventListener(name, prefetch, { passive: true });
    return stop;
  }, []);
}

/** Mounts the open modal and the dialog above it once there is one. */
export function ModalHost() {
  const { open, dialog } = useSnapshot(modals);
  usePrefetchOnIntent();
  useSocialReturn();
  return open || dialog ? (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  ) : null;
}
