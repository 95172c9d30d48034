export const loadNavVendors = () => import('./navVendors.ts');
export const loadNavGames = () => import('./navGames.ts');
export type NavGamesModule = typeof import('./navGames.ts');
export const loadGamePopupModal = () => import('./GamePopupModal.tsx');
