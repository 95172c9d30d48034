import type { FeatureRoutes } from '../../shared/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    noticePage: () => import('./noticePage/index.tsx'),
  },
};
