import type { FeatureRoutes } from '../../common/router/sitePage.ts';
import { firstGames } from './lazy.ts';

export const routes: FeatureRoutes = {
  full: {
    rng: () => import('./rng/index.tsx'),
    live: () => import('./live/index.tsx'),
    fish: () => import('./fish/index.tsx'),
    pvp: () => import('./pvp/index.tsx'),
    seamless: () => import('./seamless/index.tsx'),
  },
  read: firstGames,
};
