import type { Country } from '@playsite/ui';

/**
 * Dialing codes offered for mobile numbers; the brand's market first. Only the forms (loaded when
 * opened) need them: outside common/brand, whose files load with the first page.
 */
export const countries: readonly Country[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'KR', countryDialingCode: '82' },
];
