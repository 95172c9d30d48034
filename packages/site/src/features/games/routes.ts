import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  headerOnly: {
    game: () => import('./game/index.tsx'),
  },
};
