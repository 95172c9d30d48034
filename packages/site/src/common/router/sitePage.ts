import type { PageModule } from './lazyPage.tsx';

/** Under the full layout (header, navigation, footer) or the header only (game and lottery pages). */
export type PageLayout = 'full' | 'headerOnly';

export type PageLoader = () => Promise<PageModule>;

/**
 * A feature's routed URL words by layout, each with its page module. The module lives in a folder
 * of the same name inside the feature (`rng` -> features/lobby/rng/index.tsx), so any URL leads
 * to its folder by name.
 */
export type FeatureRoutes = Partial<Record<PageLayout, Record<string, PageLoader>>> & {
  /**
   * Starts what the page of a URL word asks for first, given the address's query, through the
   * query layer while the page's code still loads (a lobby's first games; see app/routes.tsx).
   */
  read?: (word: string, search: URLSearchParams) => void;
};
