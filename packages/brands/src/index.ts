export {
  BrandFile,
  type BrandSettings,
  type BrandTokens,
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
} from './constants.ts';
export {
  type BrandInputs,
  contrastWarnings,
  deriveTheme,
  type PinnableColour,
  pinnableColours,
  type Shape,
} from './deriveTheme.ts';
export { brandStylesheet, defaultFavicon } from './stylesheet.ts';
export { themeCss } from './themeCss.ts';
export { cssVarName, type ThemeValues, tokenShape } from './tokens.ts';
