import type { FeatureRoutes } from '../../common/router/sitePage.ts';
import { readPromotions } from './promotions/firstReads.ts';

export const routes: FeatureRoutes = {
  full: {
    promotions: () => import('./promotions/index.tsx'),
    promoDetail: () => import('./promoDetail/index.tsx'),
  },
  read: readPromotions,
};
