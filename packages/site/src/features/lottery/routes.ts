import type { FeatureRoutes } from '../../common/router/sitePage.ts';
import { firstGames } from '../lobby/lazy.ts';

export const routes: FeatureRoutes = {
  headerOnly: {
    lottery: () => import('./lottery/index.tsx'),
    vnlottery: () => import('./vnlottery/index.tsx'),
    seaLottery: () => import('./seaLottery/index.tsx'),
    elott: () => import('./elott/index.tsx'),
  },
  read: firstGames,
};
