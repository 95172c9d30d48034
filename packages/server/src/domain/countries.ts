/**
 * The countries whose mobile numbers the platform takes (the register and bind forms' dialing
 * codes), the brands' market first: `GET /wps/system/country`.
 */
export const countries: readonly { countryCode: string; countryDialingCode: string }[] = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'KR', countryDialingCode: '82' },
];
