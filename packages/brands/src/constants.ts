/** Plain constants a page may import without the brand file checks (no superstruct). */

/** Language codes of the locale folders (docs/adr/0003-locales.md). */
export const languageCodes = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type LanguageCode = (typeof languageCodes)[number];

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
