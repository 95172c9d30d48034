/**
 * The theme's public surface. Components style with `vars` (role tokens) only; a brand's theme
 * class on any ancestor gives them values (`@playsite/ui/brands` for Storybook and tests, the
 * server's brand stylesheet on the site).
 */
export { type ThemeValues, vars } from './contract.css';
export { containerQuery, media } from './media';
