import type { PageModule } from './lazyPage.tsx';

/** Under the full layout (header, navigation, footer) or the header only (game and lottery pages). */
export type PageLayout = 'full' | 'headerOnly';

export type PageLoader = () => Promise<PageModule>;

/**
 * A feature's routed URL words by layout, each with its page module. The module lives in a folder
 * of the same name inside the feature (`rng` -> features/lobby/rng/index.tsx), so any URL leads
 * to its folder by name.
 */
export type FeatureRoutes = Partial<Record<PageLayout, Record<string, PageLoader>>>;
