import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { SystemGate } from '../layout/SystemGate.tsx';
import { AccessRule } from './AccessRule.tsx';
import { lazyPage } from './lazyPage.tsx';
import { OpenModalOnVisit } from './OpenModalOnVisit.tsx';
import { RequireLogin } from './RequireLogin.tsx';

/** The home page with a modal opened on arrival (/register, /register.html, /login). */
function homeWithModal(name: 'registerModal' | 'loginPopupModal') {
  return (
    <>
      <OpenModalOnVisit name={name} />
      {lazyPage(() => import('../pages/index/index.tsx'))}
    </>
  );
}

const fullLayoutPages: RouteObject[] = [
  { path: 'index', element: lazyPage(() => import('../pages/index/index.tsx')) },
  { path: 'register', element: homeWithModal('registerModal') },
  { path: 'register.html', element: homeWithModal('registerModal') },
  { path: 'login', element: homeWithModal('loginPopupModal') },
  { path: 'noticePage', element: lazyPage(() => import('../pages/notice/index.tsx')) },
  { path: 'vip', element: lazyPage(() => import('../pages/vip/index.tsx')) },
  { path: 'pointMall', element: lazyPage(() => import('../pages/pointMall/index.tsx')) },
  { path: 'rng', element: lazyPage(() => import('../pages/egame/index.tsx')) },
  { path: 'live', element: lazyPage(() => import('../pages/live/index.tsx')) },
  { path: 'fish', element: lazyPage(() => import('../pages/fish/index.tsx')) },
  { path: 'pvp', element: lazyPage(() => import('../pages/pvp/index.tsx')) },
  { path: 'promotions', element: lazyPage(() => import('../pages/promo/index.tsx')) },
  { path: 'promoDetail', element: lazyPage(() => import('../pages/promoDetail/index.tsx')) },
  { path: 'seamless', element: lazyPage(() => import('../pages/seamless/index.tsx')) },
  { path: 'help', element: lazyPage(() => import('../pages/help/index.tsx')) },
  { path: 'helpmc', element: lazyPage(() => import('../pages/help/index.tsx')) },
  { path: 'down', element: lazyPage(() => import('../pages/download/index.tsx')) },
  { path: 'download', element: <Navigate to="/down" replace /> },
  { path: 'join', element: lazyPage(() => import('../pages/joinus/index.tsx')) },
  { path: '*', element: lazyPage(() => import('../pages/notFound/index.tsx')) },
];

const headerOnlyPages: RouteObject[] = [
  { path: 'lottery', element: lazyPage(() => import('../pages/lottery/index.tsx')) },
  { path: 'vnlottery', element: lazyPage(() => import('../pages/vnlottery/index.tsx')) },
  { path: 'seaLottery', element: lazyPage(() => import('../pages/eaLottery/index.tsx')) },
  { path: 'elott', element: lazyPage(() => import('../pages/elott/index.tsx')) },
  {
    element: <RequireLogin />,
    children: [{ path: 'game', element: lazyPage(() => import('../pages/byIframe/index.tsx')) }],
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
