import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadSystemStatus } from '../../common/account/system.ts';
import { session } from '../../common/stores/session.ts';
import { settings } from '../../common/stores/settings.ts';
import { isDeviceRemembered } from '../../features/auth/index.ts';
import { loadRememberedDevice } from '../../features/auth/lazy.ts';
import { StatusLoading } from './StatusLoading.tsx';

// Rarely shown, so its code loads only when the platform is down or the visitor's region is closed.
const SystemNotice = lazy(() => import('./SystemNotice.tsx'));

/** A returning member's info, or a remembered device's sign-in; neither's code is on a guest's start path. */
async function signInReturningMember() {
  if (settings.status !== 'normal') return;
  if (session.token) {
    const failure = await (await import('../../common/account/member.ts')).loadLoginInfo();
    // Rare, so the dialog's code is not on the start-up path either.
    if (failure) (await import('../../common/feedback/reportError.ts')).reportError(failure);
    return;
  }
  if (isDeviceRemembered()) await (await loadRememberedDevice()).resumeRememberedSession();
}

/** The site only shows once /wps/system/status says normal; maintenance and region pages otherwise. */
export function SystemGate() {
  // Deferred: the switch from the loading shell to the whole site renders in interruptible slices.
  const status = useDeferredValue(useSnapshot(settings).status);

  useEffect(() => {
    void loadSystemStatus().then(signInReturningMember);
  }, []);

  if (status === 'loading') return <StatusLoading />;
  if (status === 'normal') return <Outlet />;
  return (
    <Suspense fallback={<StatusLoading />}>
      <SystemNotice />
    </Suspense>
  );
}
