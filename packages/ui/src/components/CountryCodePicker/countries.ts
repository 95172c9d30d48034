/** A country the platform offers for phone numbers (docs/product.md § Country-code picker). */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. `PH`. */
  countryCode: string;
  /** Without the plus, e.g. `63`. */
  countryDialingCode: string;
}

/** `${flagHost}/COUNTRY_FLAG/${countryCode}.png`; a trailing slash on the host is ignored. */
export function flagUrl(flagHost: string, countryCode: string): string {
  return `${flagHost.replace(/\/+$/, '')}/COUNTRY_FLAG/${countryCode}.png`;
}

/** The country's name in `locale`, or its code when the runtime does not know it. */
export function countryName(countryCode: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
