import { brands, defaultBrand } from '@playsite/ui/brands';
import { Authenticated, Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { authProvider, dataProvider } from './api/providers.ts';
import { Shell } from './layout/Shell/Shell.tsx';
import { Announcements } from './pages/Announcements/Announcements.tsx';
import { Audit } from './pages/Audit/Audit.tsx';
import { BrandStudio } from './pages/BrandStudio/BrandStudio.tsx';
import { Deposits } from './pages/Deposits/Deposits.tsx';
import { Login } from './pages/Login/Login.tsx';
import { Player } from './pages/Player/Player.tsx';
import { Players } from './pages/Players/Players.tsx';
import { Reports } from './pages/Reports/Reports.tsx';
import { Settings } from './pages/Settings/Settings.tsx';
import { TwoFactor } from './pages/TwoFactor/TwoFactor.tsx';
import { Withdrawals } from './pages/Withdrawals/Withdrawals.tsx';

/**
 * The back office wears the default brand, on <html>: the global styles colour the body from the
 * theme's variables. (Brands are folders; no code names one: tests/brands.test.ts.)
 */
const themeClass = brands[defaultBrand]?.className ?? '';
if (themeClass && typeof document !== 'undefined') document.documentElement.classList.add(themeClass);

const resources = [
  { name: 'players', list: '/players', show: '/players/:id' },
  { name: 'deposits', list: '/deposits' },
  { name: 'withdrawals', list: '/withdrawals' },
  { name: 'approvals' },
  { name: 'announcements', create: '/announcements' },
  { name: 'brands', list: '/brands' },
  { name: 'settings', list: '/settings' },
  { name: 'audit', list: '/audit' },
];

export function App() {
  return (
    <BrowserRouter basename="/backoffice">
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        routerProvider={routerProvider}
        resources={resources}
        options={{
          disableTelemetry: true,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
        }}
      >
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/two-factor" element={<TwoFactor />} />
          <Route
            element={
              <Authenticated key="backoffice" redirectOnFail="/login">
                <Outlet />
              </Authenticated>
            }
          >
            <Route element={<Shell />}>
              <Route index element={<Navigate to="/players" replace />} />
              <Route path="/players" element={<Players />} />
              <Route path="/players/:id" element={<Player />} />
              <Route path="/deposits" element={<Deposits />} />
              <Route path="/withdrawals" element={<Withdrawals />} />
              <Route path="/announcements" element={<Announcements />} />
              <Route path="/brands" element={<BrandStudio />} />
              <Route path="/settings" element={<Settings />} />
              <Route path="/reports" element={<Reports />} />
              <Route path="/audit" element={<Audit />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/players" replace />} />
        </Routes>
      </Refine>
    </BrowserRouter>
  );
}
