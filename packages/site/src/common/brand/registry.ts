import { darkGold } from './darkGold.ts';
import { highContrast } from './highContrast.ts';
import { lightFresh } from './lightFresh.ts';
import type { BrandConfig } from './types.ts';

export const brands: Record<string, BrandConfig> = { darkGold, lightFresh, highContrast };
