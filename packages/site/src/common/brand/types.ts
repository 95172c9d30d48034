export type { AnnouncementType, BrandSettings, LanguageCode, PrizeMode } from '@playsite/brands';
export { announcementTypes, languageCodes, prizeModes } from '@playsite/brands/constants';
