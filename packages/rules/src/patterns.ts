/**
 * The pattern catalogue (docs/product.md § Pattern catalogue) as data. Ids follow that list's
 * order, counted from 0, which keeps the ids the platform is known to use: 1 letter first then
 * letters/digits, 4 letters and digits, 6 digits only.
 *
 * Every regex is anchored and free of nested quantifiers, so matching stays linear even on
 * megabyte inputs. `check` adds what a regex cannot say (a real calendar date).
 */
export interface Pattern {
  readonly id: number;
  /** Stable name; also the last part of the message key. */
  readonly name: string;
  readonly regex: RegExp;
  /** i18n key in the `forms` namespace; variants `_exact` and `_open` exist (see messages.ts). */
  readonly messageKey: string;
  readonly check?: (value: string) => boolean;
}

const CJK = '\\u3400-\\u4DBF\\u4E00-\\u9FFF';
const CJK_PUNCTUATION =
  '\\u3001-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\u00B7\\u2014\\u2018\\u2019\\u201C\\u201D\\u2026';
const HANGUL = '\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F';
const THAI = '\\u0E00-\\u0E7F';
const PRINTABLE = '\\x21-\\x7E';

/** True when `year-month-day` names a day that exists in the Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0–99 as they are
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = (value: string) =>
  isCalendarDate(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10)));
const usDate = (value: string) =>
  isCalendarDate(Number(value.slice(6, 10)), Number(value.slice(0, 2)), Number(value.slice(3, 5)));

const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12][0-9]|3[01])';

const definitions: ReadonlyArray<
  readonly [name: string, source: string, flags?: string, check?: (v: string) => boolean]
> = [
  ['any', '^[\\s\\S]*$'],
  ['letterFirst', '^[A-Za-z][A-Za-z0-9]*$'],
  ['chineseDigits', `^[${CJK}0-9]+$`],
  ['email', '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+$'],
  ['lettersDigits', '^[A-Za-z0-9]+$'],
  ['lettersAndDigitsBoth', '^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$'],
  ['digits', '^[0-9]+$'],
  ['alphanumericUpper', '^(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]+$'],
  ['englishLettersSpaces', '^[A-Za-z ]+$'],
  ['noSpaces', '^\\S+$'],
  ['chinesePunctuation', `^[${CJK}${CJK_PUNCTUATION}]+$`],
  ['dateYmd', `^[0-9]{4}-${MONTH}-${DAY}$`, '', isoDate],
  ['dateMdy', `^${MONTH}-${DAY}-[0-9]{4}$`, '', usDate],
  ['lettersSpaces', '^[\\p{L}\\p{M} ]+$', 'u'],
  ['alphanumeric', '^[\\p{L}\\p{M}\\p{Nd}]+$', 'u'],
  ['korean', `^[${HANGUL}]+$`],
  ['thai', `^[${THAI}]+$`],
  ['thaiEnglishSpaces', `^[${THAI}A-Za-z ]+$`],
  ['upperSpaces', '^(?=[A-Z ]*[A-Z])[A-Z ]+$'],
  ['lettersDigitsSymbols', `^[${PRINTABLE}]+$`],
  [
    'strongPassword',
    `^(?=[${PRINTABLE}]*[A-Z])(?=[${PRINTABLE}]*[a-z])(?=[${PRINTABLE}]*[0-9])(?=[${PRINTABLE}]*[^A-Za-z0-9])[${PRINTABLE}]+$`,
  ],
];

export const patterns: readonly Pattern[] = definitions.map(([name, source, flags = '', check], id) => ({
  id,
  name,
  regex: new RegExp(source, flags),
  messageKey: `patterns.${name}`,
  ...(check ? { check } : {}),
}));

export const ANY_PATTERN_ID = 0;

/** The catalogue entry for an id; unknown ids fall back to "any characters". */
export function patternById(id: number | undefined): Pattern {
  const found = id === undefined ? undefined : patterns[id];
  return found ?? (patterns[ANY_PATTERN_ID] as Pattern);
}

export function patternByName(name: string): Pattern {
  const found = patterns.find((p) => p.name === name);
  if (!found) throw new Error(`No pattern named ${name}`);
  return found;
}
