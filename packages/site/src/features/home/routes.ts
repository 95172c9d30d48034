import type { FeatureRoutes } from '../../shared/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    index: () => import('./index/index.tsx'),
  },
};
