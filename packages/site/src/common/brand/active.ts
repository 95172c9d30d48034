// The brand of this build. Builds replace this file with the brand VITE_BRAND names
// (build/activeBrand.ts), so a page carries only its own brand's settings.
export { darkGold as brand } from './darkGold.ts';
