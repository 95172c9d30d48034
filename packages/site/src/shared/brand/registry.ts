import { darkGold } from './darkGold.ts';
import { highContrast } from './highContrast.ts';
import { lightFresh } from './lightFresh.ts';
import type { BrandConfig } from './types.ts';

export const brands: Record<string, BrandConfig> = { darkGold, lightFresh, highContrast };

/** The brand of a build: `VITE_BRAND=<id> vite build`; unknown or unset ids give the dark gold brand. */
export function brandFor(id: string | undefined): BrandConfig {
  return (id && brands[id]) || darkGold;
}
