import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    vip: () => import('./vip/index.tsx'),
  },
};
