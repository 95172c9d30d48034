import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage, loadPage, type PageModule } from '../common/router/lazyPage.tsx';
import type { FeatureRoutes, PageLayout } from '../common/router/sitePage.ts';
import { routes as auth } from '../features/auth/routes.ts';
import { routes as content } from '../features/content/routes.ts';
import { routes as games } from '../features/games/routes.ts';
import { routes as home } from '../features/home/routes.ts';
import { routes as lobby } from '../features/lobby/routes.ts';
import { routes as lottery } from '../features/lottery/routes.ts';
import { routes as notices } from '../features/notices/routes.ts';
import { routes as points } from '../features/points/routes.ts';
import { routes as promotions } from '../features/promotions/routes.ts';
import { routes as vip } from '../features/vip/routes.ts';
import { AccessRule } from './AccessRule.tsx';
import { SiteFrame } from './layout/SiteFrame.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { SystemGate } from './layout/SystemGate.tsx';

/** Every feature's routed URL words, each in a folder of that name in its feature. */
const features: FeatureRoutes[] = [
  home,
  auth,
  lobby,
  games,
  lottery,
  notices,
  promotions,
  vip,
  points,
  content,
];

const notFound = () => import('./notFound/index.tsx');

function layoutChildren(layout: PageLayout): RouteObject[] {
  return features.flatMap((feature) =>
    Object.entries(feature[layout] ?? {}).map(([path, load]) => ({ path, element: lazyPage(load) })),
  );
}

/** The site's routes in history mode (docs/product.md § Routes). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SystemGate />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      {
        element: <AccessRule />,
        children: [
          {
            element: <SiteFrame />,
            children: [
              {
                element: <SiteLayout layout="full" />,
                children: [
                  ...layoutChildren('full'),
                  { path: 'download', element: <Navigate to="/down" replace /> },
                  { path: '*', element: lazyPage(notFound) },
                ],
              },
              { element: <SiteLayout layout="headerOnly" />, children: layoutChildren('headerOnly') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the page module of the address at once, in parallel with the site's start-up,
 * and what the page will ask for first (its `reads`), so its data does not wait for its code.
 * Resolves to the module (or nothing when it failed: the route shows the failure later).
 */
export function preloadPage({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): Promise<PageModule | undefined> {
  const word = pathname.split('/')[1] || 'index';
  const pageOf = (feature: FeatureRoutes) => feature.full?.[word] ?? feature.headerOnly?.[word];
  const feature = features.find(pageOf);
  feature?.read?.(word, new URLSearchParams(search));
  return loadPage((feature && pageOf(feature)) || notFound).catch(() => undefined);
}
