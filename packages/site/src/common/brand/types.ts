/** Language codes of the locale folders (docs/adr/0003-locales.md). */
export const languageCodes = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** Brand theme names of @playsite/ui (its `brands` classes). */
export const themeNames = ['casinoGold', 'freshLight', 'highContrast'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Everything that differs between white-label brands besides their design tokens. */
export interface BrandConfig {
  id: string;
  /** Shown as the logo text and in the document title. */
  name: string;
  merchantCode: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  lotteryType: 'SEA';
  device: 'WEB';
  prizeModes: readonly PrizeMode[];
  announcementTypes: readonly AnnouncementType[];
  defaultAnnouncementType: AnnouncementType;
  chatHeaderColor: string;
  /** When on, guests may only see the login, register, help and download pages. */
  loggedInOnly: boolean;
  theme: ThemeName;
  currencySymbol: string;
  /** Sports vendors shown under ESPORTS instead of SPORTS. */
  esportsVendors: readonly string[];
}
