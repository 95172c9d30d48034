import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { SystemGate } from '../layout/SystemGate.tsx';
import { AccessRule } from './AccessRule.tsx';
import { OpenModalOnVisit } from './OpenModalOnVisit.tsx';
import { RequireLogin } from './RequireLogin.tsx';

/** The home page with a modal opened on arrival (/register, /register.html, /login). */
function homeWithModal(name: 'registerModal' | 'loginPopupModal'): RouteObject['lazy'] {
  return async () => {
    const { Component: Home } = await import('../pages/index/index.tsx');
    return {
      Component: () => (
        <>
          <OpenModalOnVisit name={name} />
          <Home />
        </>
      ),
    };
  };
}

const fullLayoutPages: RouteObject[] = [
  { path: 'index', lazy: () => import('../pages/index/index.tsx') },
  { path: 'register', lazy: homeWithModal('registerModal') },
  { path: 'register.html', lazy: homeWithModal('registerModal') },
  { path: 'login', lazy: homeWithModal('loginPopupModal') },
  { path: 'noticePage', lazy: () => import('../pages/notice/index.tsx') },
  { path: 'vip', lazy: () => import('../pages/vip/index.tsx') },
  { path: 'pointMall', lazy: () => import('../pages/pointMall/index.tsx') },
  { path: 'rng', lazy: () => import('../pages/egame/index.tsx') },
  { path: 'live', lazy: () => import('../pages/live/index.tsx') },
  { path: 'fish', lazy: () => import('../pages/fish/index.tsx') },
  { path: 'pvp', lazy: () => import('../pages/pvp/index.tsx') },
  { path: 'promotions', lazy: () => import('../pages/promo/index.tsx') },
  { path: 'promoDetail', lazy: () => import('../pages/promoDetail/index.tsx') },
  { path: 'seamless', lazy: () => import('../pages/seamless/index.tsx') },
  { path: 'help', lazy: () => import('../pages/help/index.tsx') },
  { path: 'helpmc', lazy: () => import('../pages/help/index.tsx') },
  { path: 'down', lazy: () => import('../pages/download/index.tsx') },
  { path: 'download', element: <Navigate to="/down" replace /> },
  { path: 'join', lazy: () => import('../pages/joinus/index.tsx') },
  { path: '*', lazy: () => import('../pages/notFound/index.tsx') },
];

const headerOnlyPages: RouteObject[] = [
  { path: 'lottery', lazy: () => import('../pages/lottery/index.tsx') },
  { path: 'vnlottery', lazy: () => import('../pages/vnlottery/index.tsx') },
  { path: 'seaLottery', lazy: () => import('../pages/eaLottery/index.tsx') },
  { path: 'elott', lazy: () => import('../pages/elott/index.tsx') },
  {
    element: <RequireLogin />,
    children: [{ path: 'game', lazy: () => import('../pages/byIframe/index.tsx') }],
  },
];

/** SPEC.md §2.1 in history mode. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SystemGate />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        element: <AccessRule />,
        children: [
          { element: <SiteLayout layout="full" />, children: fullLayoutPages },
          { element: <SiteLayout layout="headerOnly" />, children: headerOnlyPages },
        ],
      },
    ],
  },
];
