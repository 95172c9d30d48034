import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadSystemStatus } from '../../common/account/system.ts';
import { session } from '../../common/stores/session.ts';
import { settings } from '../../common/stores/settings.ts';
import { StatusLoading } from './StatusLoading.tsx';

// Rarely shown, so its code loads only when the platform is down or the visitor's region is closed.
const SystemNotice = lazy(() => import('./SystemNotice.tsx'));

/** The site only shows once /wps/system/status says normal; maintenance and region pages otherwise. */
export function SystemGate() {
  // Deferred: the switch from the loading shell to the whole site renders in interruptible slices.
  const status = useDeferredValue(useSnapshot(settings).status);

  useEffect(() => {
    loadSystemStatus().then(() => {
      // A returning member's info; its code is not on a guest's start path.
      if (settings.status === 'normal' && session.token) {
        return import('../../common/account/member.ts').then((member) => member.loadLoginInfo());
      }
    });
  }, []);

  if (status === 'loading') return <StatusLoading />;
  if (status === 'normal') return <Outlet />;
  return (
    <Suspense fallback={<StatusLoading />}>
      <SystemNotice />
    </Suspense>
  );
}
