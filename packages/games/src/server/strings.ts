import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, locales, pageStrings } from '../pages/strings.ts';

/** Where the engine families live; each may ship `strings.ts` files (anywhere in its folder). */
export const enginesDir = join(import.meta.dirname, '../engines');

export type StringTables = Record<Locale, Record<string, string>>;

function stringsFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stringsFiles(path);
    return name === 'strings.ts' ? [path] : [];
  });
}

/** An export shaped like `Record<Locale, Record<string, string>>`. */
function isStringTable(value: unknown): value is StringTables {
  if (!value || typeof value !== 'object') return false;
  const table = value as Record<string, unknown>;
  return locales.every((locale) => table[locale] && typeof table[locale] === 'object');
}

/**
 * Every language's strings: the page shell's, then each engine family's (every export of its
 * `strings.ts` shaped as a table of the seven languages) over them. A family's key missing in a
 * language falls back to its English text rather than to the bare key.
 */
export async function loadStrings(dir = enginesDir): Promise<StringTables> {
  const merged = {} as StringTables;
  for (const locale of locales) merged[locale] = { ...pageStrings[locale] };
  for (const file of stringsFiles(dir).sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isStringTable(value)) continue;
      for (const locale of locales) Object.assign(merged[locale], value.en, value[locale]);
    }
  }
  return merged;
}
