/**
 * The theme's public surface. Components style with `vars` (role tokens) only; a brand class
 * from `brands` on any ancestor gives them values.
 */
export { type BrandName, brandClassName, brandInputs, brandNames, brands, defaultBrand } from './brands';
export { contrastRatio, type Hex, luminance } from './color';
export { type ThemeValues, vars } from './contract.css';
export { type BrandInputs, deriveTheme } from './deriveTheme';
export { containerQuery, media } from './media';
