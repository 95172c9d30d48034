import type { FeatureRoutes } from '../../shared/router/sitePage.ts';

export const routes: FeatureRoutes = {
  headerOnly: {
    game: () => import('./game/index.tsx'),
  },
};
