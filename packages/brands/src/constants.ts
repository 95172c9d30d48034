/** Plain constants a page may import without the brand file checks (no superstruct). */

/** Language codes of the locale folders (docs/adr/0003-locales.md). */
export const languageCodes = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Each language in its own script, so a reader finds theirs whatever is on screen. */
export const nativeNames: Record<LanguageCode, string> = {
  en: 'English',
  cn: '中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ko: '한국어',
  id: 'Bahasa Indonesia',
};

/** BCP 47 tags for the `lang` attribute and number formats (the folder code `cn` is not a language tag). */
export const htmlLang: Record<LanguageCode, string> = {
  en: 'en',
  cn: 'zh-CN',
  ja: 'ja',
  th: 'th',
  vi: 'vi',
  ko: 'ko',
  id: 'id',
};

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** Marks in the site's index.html that the server fills in with each brand. */
export const pageMarks = { head: '<!--brand-head-->', name: '__BRAND_NAME__' } as const;

/** The id of the script element holding the brand settings the site reads at start. */
export const settingsElementId = 'brand-settings';

/** The theme class of a brand: stable, so a page's static HTML carries it before any script. */
export const brandClassName = (id: string): string => `brand-${id}`;

/**
 * The font families the design system ships (@playsite/ui's fonts/families.ts loads each); a
 * brand names one of these or one of its own `fonts`.
 */
export const shippedFontFamilies = [
  'Inter Variable',
  'Nunito Variable',
  'Cinzel',
  'Atkinson Hyperlegible',
] as const;
