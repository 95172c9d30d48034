import type { FeatureRoutes } from '../../shared/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    vip: () => import('./vip/index.tsx'),
  },
};
