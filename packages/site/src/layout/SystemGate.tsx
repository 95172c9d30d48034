import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadLoginInfo } from '../account/member.ts';
import { loadSystemStatus } from '../account/system.ts';
import { settings } from '../stores/settings.ts';
import { StatusLoading } from './StatusLoading.tsx';

// Rarely shown, so its code loads only when the platform is down or the visitor's region is closed.
const SystemNotice = lazy(() => import('./SystemNotice.tsx'));

/** The site only shows once /wps/system/status says normal; maintenance and region pages otherwise. */
export function SystemGate() {
  // Deferred: the switch from the loading shell to the whole site renders in interruptible slices.
  const status = useDeferredValue(useSnapshot(settings).status);

  useEffect(() => {
    loadSystemStatus().then(() => {
      if (settings.status === 'normal') return loadLoginInfo();
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
