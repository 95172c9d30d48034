import type { FeatureRoutes } from '../../common/router/sitePage.ts';

export const routes: FeatureRoutes = {
  full: {
    register: () => import('./register/index.tsx'),
    'register.html': () => import('./register/index.tsx'),
    login: () => import('./login/index.tsx'),
  },
};
