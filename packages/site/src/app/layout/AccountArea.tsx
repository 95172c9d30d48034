import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { loadGuestActions } from '../../features/auth/lazy.ts';

// Members only: a guest's first load carries no balance or account-menu code.
const MemberBar = lazy(() => import('./MemberBar.tsx'));
// The guest's login form arrives just after the first paint (the header keeps its height).
const GuestActions = lazy(() => loadGuestActions().then((m) => ({ default: m.GuestActions })));

/** The login entry for guests, the logged-in bar for members. */
export function AccountArea() {
  const { token } = useSnapshot(session);
  if (!token) {
    return (
      <Suspense fallback={null}>
        <GuestActions />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberBar />
    </Suspense>
  );
}
