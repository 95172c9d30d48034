import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    index: () => import('./index/index.tsx'),
  },
};
