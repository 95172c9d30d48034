import type { LanguageCode } from '@playsite/brands/constants';

/** Where a page is, in which language: what canonical, hreflang and the sitemap point at. */
export interface PageAddress {
  origin: string;
  word: string;
  /** Only the parameters that make another page (PublicPage.keys). */
  params: URLSearchParams;
}

/** The page's URL in `language`: the brand's default language has no ?lang (it is the page's own URL). */
export function addressIn(address: PageAddress, language: LanguageCode, defaultLanguage: LanguageCode) {
  const params = new URLSearchParams(address.params);
  if (language !== defaultLanguage) params.set('lang', language);
  const query = params.toString();
  return `${address.origin}/${address.word}${query ? `?${query}` : ''}`;
}
