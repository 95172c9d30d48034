export const loadNavVendors = () => import('./navVendors.ts');
export const loadNavGames = () => import('./navGames.ts');
export type NavGamesModule = typeof import('./navGames.ts');
export const loadGamePopupModal = () => import('./GamePopupModal.tsx');

/**
 * A lobby route's `read`: its first games, asked for while the page's code loads. The code that
 * asks is a small chunk of its own, so that it is not on the start-up path of other pages.
 */
export const firstGames = (word: string, search: URLSearchParams) =>
  void import('./firstGames.ts').then((module) => module.readFirstGames(word, search));
