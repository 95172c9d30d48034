export {
  BrandFile,
  type BrandSettings,
  BrandTokens,
  type Jurisdiction,
  jurisdictions,
} from './brand.ts';
export { bestOn, contrastRatio, ensureContrast, type Hex, luminance, mix } from './color.ts';
export {
  type AnnouncementType,
  announcementTypes,
  brandClassName,
  type LanguageCode,
  languageCodes,
  type PrizeMode,
  pageMarks,
  prizeModes,
  settingsElementId,
  shippedFontFamilies,
} from './constants.ts';
export {
  type BrandInputs,
  contrastWarnings,
  deriveTheme,
  type PinnableColour,
  pinnableColours,
  type Shape,
} from './deriveTheme.ts';
export { type DesignReport, designReport, type MovedColour } from './design.ts';
export { brandStylesheet, defaultFavicon } from './stylesheet.ts';
export { themeCss } from './themeCss.ts';
export { cssVarName, type ThemeValues, tokenShape } from './tokens.ts';
