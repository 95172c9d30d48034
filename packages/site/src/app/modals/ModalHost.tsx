import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { onSessionEvent } from '../../common/api/sessionEnd.ts';
import { closeModal, modals, openModal } from '../../common/stores/modals.ts';
import { useSocialReturn } from '../../features/auth/index.ts';
import { useCentreRoute } from './centreRoute.ts';

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

/**
 * What the screen opens when the session changes under it: the login popup after the platform
 * ended the session (not after a logout), the forced password change when the platform refuses
 * everything else until it is done.
 */
function useSessionEvents() {
  useEffect(
    () =>
      onSessionEvent((event) => {
        // Calls refused while the forced change is open must not reopen it (and lose the
        // password it holds from the login).
        if (event === 'passwordChange') {
          if (modals.open !== 'changePassModal') openModal('changePassModal', { forced: true });
          return;
        }
        closeModal();
        if (event === 'ended') openModal('loginPopupModal');
      }),
    [],
  );
}

/** Mounts the open modal and the dialog above it once there is one. */
export function ModalHost() {
  const { open, dialog } = useSnapshot(modals);
  usePrefetchOnIntent();
  useSessionEvents();
  useSocialReturn();
  useCentreRoute();
  return open || dialog ? (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  ) : null;
}
