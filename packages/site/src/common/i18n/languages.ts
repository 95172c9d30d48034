import { type LanguageCode, languageCodes } from '../brand/types.ts';

export { htmlLang, nativeNames } from '@playsite/brands/constants';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** The platform's `Language` header: upper case (CN, EN, JA, TH, VI, KO, ID). */
export function platformLanguage(code: LanguageCode): string {
  return code.toUpperCase();
}

export const languageStorageKeys = ['hisLang', 'lang'] as const;

/** The stored choice if the brand offers it, else the brand default (first visit). */
export function storedLanguage(
  storage: Pick<Storage, 'getItem'>,
  offered: readonly LanguageCode[],
  fallback: LanguageCode,
): LanguageCode {
  for (const key of languageStorageKeys) {
    const value = storage.getItem(key)?.toLowerCase();
    if (isLanguageCode(value) && offered.includes(value)) return value;
  }
  return fallback;
}

export function storeLanguage(storage: Pick<Storage, 'setItem'>, code: LanguageCode): void {
  for (const key of languageStorageKeys) storage.setItem(key, code);
}
