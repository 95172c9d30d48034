export const loadHomePage = () => import('./index/index.tsx');
