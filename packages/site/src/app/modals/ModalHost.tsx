import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadSocialSignIn } from '../../features/auth/lazy.ts';
import { modals } from '../../shared/stores/modals.ts';

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

/** Back from a social sign-in provider (/index?socialCallback=…): its code loads only then. */
function useSocialCallback() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('socialCallback')) return;
    loadSocialSignIn()
      .then((social) => social.completeSocialSignIn())
      .catch(() => undefined);
  }, []);
}

/** Mounts the open modal and the dialog above it once there is one. */
export function ModalHost() {
  const { open, dialog } = useSnapshot(modals);
  usePrefetchOnIntent();
  useSocialCallback();
  return open || dialog ? (
    <Suspense fallback={null}>
      <OpenModal />
    </Suspense>
  ) : null;
}
