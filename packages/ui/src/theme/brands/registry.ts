/**
 * The brand registry. Adding a brand: write its token file beside this one, then add one line
 * here. `brands`, Storybook's brand toolbar and the visual tests all read this list.
 */
export { casinoGold } from './casinoGold';
export { freshLight } from './freshLight';
export { highContrast } from './highContrast';
