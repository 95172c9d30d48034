import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { GuestActions } from '../../features/auth/index.ts';

// Members only: a guest's first load carries no balance or account-menu code.
const MemberBar = lazy(() => import('./MemberBar.tsx'));

/** The login entry for guests, the logged-in bar for members. */
export function AccountArea() {
  const { token } = useSnapshot(session);
  if (!token) return <GuestActions />;
  return (
    <Suspense fallback={null}>
      <MemberBar />
    </Suspense>
  );
}
