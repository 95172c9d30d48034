import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { SystemGate } from '../layout/SystemGate.tsx';
import { AccessRule } from './AccessRule.tsx';
import { lazyPage, loadPage, type PageModule } from './lazyPage.tsx';
import { OpenModalOnVisit } from './OpenModalOnVisit.tsx';

/** Page modules by folder; each loads on first visit (or ahead, see preloadPage). */
const page = {
  index: () => import('../pages/index/index.tsx'),
  notice: () => import('../pages/notice/index.tsx'),
  vip: () => import('../pages/vip/index.tsx'),
  pointMall: () => import('../pages/pointMall/index.tsx'),
  egame: () => import('../pages/egame/index.tsx'),
  live: () => import('../pages/live/index.tsx'),
  fish: () => import('../pages/fish/index.tsx'),
  pvp: () => import('../pages/pvp/index.tsx'),
  promo: () => import('../pages/promo/index.tsx'),
  promoDetail: () => import('../pages/promoDetail/index.tsx'),
  seamless: () => import('../pages/seamless/index.tsx'),
  help: () => import('../pages/help/index.tsx'),
  download: () => import('../pages/download/index.tsx'),
  joinus: () => import('../pages/joinus/index.tsx'),
  notFound: () => import('../pages/notFound/index.tsx'),
  lottery: () => import('../pages/lottery/index.tsx'),
  vnlottery: () => import('../pages/vnlottery/index.tsx'),
  eaLottery: () => import('../pages/eaLottery/index.tsx'),
  elott: () => import('../pages/elott/index.tsx'),
  byIframe: () => import('../pages/byIframe/index.tsx'),
};

/** The home page with a modal opened on arrival (/register, /register.html, /login). */
function homeWithModal(name: 'registerModal' | 'loginPopupModal') {
  return (
    <>
      <OpenModalOnVisit name={name} />
      {lazyPage(page.index)}
    </>
  );
}

const fullLayoutPages: RouteObject[] = [
  { path: 'index', element: lazyPage(page.index) },
  { path: 'register', element: homeWithModal('registerModal') },
  { path: 'register.html', element: homeWithModal('registerModal') },
  { path: 'login', element: homeWithModal('loginPopupModal') },
  { path: 'noticePage', element: lazyPage(page.notice) },
  { path: 'vip', element: lazyPage(page.vip) },
  { path: 'pointMall', element: lazyPage(page.pointMall) },
  { path: 'rng', element: lazyPage(page.egame) },
  { path: 'live', element: lazyPage(page.live) },
  { path: 'fish', element: lazyPage(page.fish) },
  { path: 'pvp', element: lazyPage(page.pvp) },
  { path: 'promotions', element: lazyPage(page.promo) },
  { path: 'promoDetail', element: lazyPage(page.promoDetail) },
  { path: 'seamless', element: lazyPage(page.seamless) },
  { path: 'help', element: lazyPage(page.help) },
  { path: 'helpmc', element: lazyPage(page.help) },
  { path: 'down', element: lazyPage(page.download) },
  { path: 'download', element: <Navigate to="/down" replace /> },
  { path: 'join', element: lazyPage(page.joinus) },
  { path: '*', element: lazyPage(page.notFound) },
];

const headerOnlyPages: RouteObject[] = [
  { path: 'lottery', element: lazyPage(page.lottery) },
  { path: 'vnlottery', element: lazyPage(page.vnlottery) },
  { path: 'seaLottery', element: lazyPage(page.eaLottery) },
  { path: 'elott', element: lazyPage(page.elott) },
  { path: 'game', element: lazyPage(page.byIframe) },
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

/** Paths whose page module differs from the first path segment. */
const pageOfPath: Record<string, keyof typeof page> = {
  '': 'index',
  register: 'index',
  'register.html': 'index',
  login: 'index',
  noticePage: 'notice',
  rng: 'egame',
  promotions: 'promo',
  helpmc: 'help',
  down: 'download',
  join: 'joinus',
  seaLottery: 'eaLottery',
  game: 'byIframe',
};

/**
 * Starts loading the page module of `pathname` at once, in parallel with the site's start-up;
 * resolves to the module (or nothing when it failed: the route shows the failure later).
 */
export function preloadPage(pathname: string): Promise<PageModule | undefined> {
  const segment = pathname.split('/')[1] ?? '';
  const name = pageOfPath[segment] ?? (segment in page ? (segment as keyof typeof page) : 'notFound');
  return loadPage(page[name]).catch(() => undefined);
}
