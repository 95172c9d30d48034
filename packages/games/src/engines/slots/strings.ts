import type { Locale } from '../../engine/locale.ts';
import { ruleStrings } from './strings-rules.ts';
import { symbolNames } from './strings-symbols.ts';

function stringsOf(locale: Locale, index: number): Record<string, string> {
  const strings: Record<string, string> = { ...ruleStrings[locale] };
  for (const [motif, names] of Object.entries(symbolNames))
    strings[`symbol.${motif}`] = names[index] as string;
  return strings;
}

/**
 * Every player-facing text of the slot and scratch kinds, by locale: rule paragraphs, table
 * titles and tiers, bet labels, refusals (`bet.*`) and symbol names (`symbol.<motif>`).
 * `{name}` marks are filled from the keys' values.
 */
export const slotStrings: Record<Locale, Record<string, string>> = {
  en: stringsOf('en', 0),
  cn: stringsOf('cn', 1),
  ja: stringsOf('ja', 2),
  th: stringsOf('th', 3),
  vi: stringsOf('vi', 4),
  ko: stringsOf('ko', 5),
  id: stringsOf('id', 6),
};
