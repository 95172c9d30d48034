import { loadBrands } from '@playsite/brands/node';
import { describe, expect, it } from 'vitest';
import { brandNames, brands, defaultBrand } from '../src/theme/brands';

describe('brand themes of the ui', () => {
  it('builds one theme class per brand folder, labelled as the folder says', () => {
    const folders = loadBrands();
    expect([...brandNames]).toEqual(folders.map((brand) => brand.id));
    expect(new Set(brandNames.map((name) => brands[name]!.className)).size).toBe(folders.length);
    for (const brand of folders) expect(brands[brand.id]!.label).toBe(brand.file.label);
    expect(defaultBrand).toBe(folders[0]!.id);
  });
});

describe('font families', () => {
  it('ships a loader for every family a brand may name (the brand studio offers these)', async () => {
    const { shippedFontFamilies } = await import('@playsite/brands');
    const { fontFamilies } = await import('../src/theme/fonts/families.ts');
    expect(Object.keys(fontFamilies).sort()).toEqual([...shippedFontFamilies, 'Noto Sans Thai'].sort());
  });
});
