import type { BrandName } from './brandThemes.css';

export { brandClassName } from './brandClass';
export { type BrandName, brandNames, brands } from './brandThemes.css';
export * as brandInputs from './registry';

export const defaultBrand: BrandName = 'casinoGold';
