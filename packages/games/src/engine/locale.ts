/** The site's seven languages (cn = Simplified Chinese). */
export const locales = ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'] as const;
export type Locale = (typeof locales)[number];

/** Strings of one concern in every language, `{name}`-style placeholders. */
export type Strings = Record<Locale, Record<string, string>>;

/** Merges several concerns' strings into one table per language; a key defined twice is a bug. */
export function mergeStrings(...parts: readonly Strings[]): Strings {
  const merged = Object.fromEntries(locales.map((locale) => [locale, {}])) as Strings;
  for (const part of parts)
    for (const locale of locales)
      for (const [key, text] of Object.entries(part[locale])) {
        if (key in merged[locale]) throw new Error(`String ${key} defined twice`);
        merged[locale][key] = text;
      }
  return merged;
}
