import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    pointMall: () => import('./pointMall/index.tsx'),
  },
};
