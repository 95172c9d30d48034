import { type LanguageCode, languageCodes } from '../brand/types.ts';

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

/** BCP 47 tags for the `lang` attribute (the folder code `cn` is not a language tag). */
export const htmlLang: Record<LanguageCode, string> = {
  en: 'en',
  cn: 'zh-CN',
  ja: 'ja',
  th: 'th',
  vi: 'vi',
  ko: 'ko',
  id: 'id',
};

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
