import { NavigationProvider } from '@playsite/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';

// Nothing is open on a first paint: the modal host (and what opens modals on session events)
// arrives just after it; a modal asked for before then (a /register.html visit) opens on arrival.
const ModalHost = lazy(() => import('../modals/ModalHost.tsx').then((m) => ({ default: m.ModalHost })));
// Shown below 768 px only (its own styles hide it on wider screens); off the start-up path.
const PhoneTabBar = lazy(() => import('./phone/PhoneTabBar.tsx'));

/**
 * What every page shares whatever its layout: links that navigate in the app, the phone's tab bar
 * and the one modal host. Above both layouts, so moving between them keeps the open modal and
 * its address in step instead of mounting a second host.
 */
export function SiteFrame() {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(to) => navigate(to)}>
      <Outlet />
      <Suspense fallback={null}>
        <PhoneTabBar />
      </Suspense>
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
    </NavigationProvider>
  );
}
