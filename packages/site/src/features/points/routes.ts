import type { FeatureRoutes } from '../../shared/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    pointMall: () => import('./pointMall/index.tsx'),
  },
};
