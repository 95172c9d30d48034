import fixtures from 'virtual:site-fixtures';
import type { BrandSettings } from '../../src/common/brand/types.ts';

export * from '../../src/common/brand/types.ts';

/** The site's brand module in Storybook (vite.ts swaps common/brand/index.ts for this one). */
export const brand: BrandSettings = { ...Object.values(fixtures.brands)[0]! };

/** The toolbar's brand becomes the site's: its name, merchant code, languages and currency. */
export function showBrand(id: string) {
  const settings = fixtures.brands[id];
  if (!settings || settings.id === brand.id) return;
  for (const key of Object.keys(brand)) delete (brand as Partial<BrandSettings>)[key as keyof BrandSettings];
  Object.assign(brand, settings);
}
