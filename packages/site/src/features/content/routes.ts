import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    help: () => import('./help/index.tsx'),
    helpmc: () => import('./helpmc/index.tsx'),
    down: () => import('./down/index.tsx'),
    join: () => import('./join/index.tsx'),
    winners: () => import('./winners/index.tsx'),
  },
};
