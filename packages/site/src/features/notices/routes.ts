import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    noticePage: () => import('./noticePage/index.tsx'),
  },
};
