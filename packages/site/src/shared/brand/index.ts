import { brandFor } from './registry.ts';
import type { BrandConfig } from './types.ts';

export * from './registry.ts';
export * from './types.ts';

export const brand: BrandConfig = brandFor(import.meta.env.VITE_BRAND);
