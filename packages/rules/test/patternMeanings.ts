import fc from 'fast-check';

/**
 * What each catalogue pattern means, written without its regex (code point by code point), plus
 * generators of values that do and do not have that meaning. The property tests hold the
 * catalogue's regexes to these definitions.
 */
type Char = (cp: number) => boolean;

const range =
  (lo: number, hi: number): Char =>
  (cp) =>
    cp >= lo && cp <= hi;
const oneOf =
  (...tests: Char[]): Char =>
  (cp) =>
    tests.some((t) => t(cp));
const upper = range(0x41, 0x5a);
const lower = range(0x61, 0x7a);
const letter = oneOf(upper, lower);
const digit = range(0x30, 0x39);
const alnum = oneOf(letter, digit);
const space: Char = (cp) => cp === 0x20;
const cjk = oneOf(range(0x3400, 0x4dbf), range(0x4e00, 0x9fff));
const cjkPunctuation = oneOf(
  range(0x3001, 0x303f),
  range(0xff01, 0xff0f),
  range(0xff1a, 0xff20),
  range(0xff3b, 0xff40),
  range(0xff5b, 0xff65),
  (cp) => [0xb7, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026].includes(cp),
);
const hangul = oneOf(range(0xac00, 0xd7a3), range(0x1100, 0x11ff), range(0x3130, 0x318f));
const thai = range(0x0e00, 0x0e7f);
const printable = range(0x21, 0x7e);
const whitespace: Char = (cp) => String.fromCodePoint(cp).trim() === '';
const unicodeLetter: Char = (cp) => /^[\p{L}\p{M}]$/u.test(String.fromCodePoint(cp));
const unicodeDigit: Char = (cp) => /^\p{Nd}$/u.test(String.fromCodePoint(cp));

/** UTF-16 code units for the patterns written without the unicode flag, code points otherwise. */
const units = (s: string) =>
  [...s].flatMap((c) => (c.length === 2 ? [c.charCodeAt(0), c.charCodeAt(1)] : [c.charCodeAt(0)]));
const points = (s: string) => [...s].map((c) => c.codePointAt(0) ?? 0);
const only = (test: Char) => (s: string) => s.length > 0 && units(s).every(test);
const some = (test: Char) => (s: string) => units(s).some(test);

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
const digitsAt = (s: string, positions: number[]) => positions.every((i) => digit(s.charCodeAt(i)));
function realDate(year: string, month: string, day: string): boolean {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

function email(s: string): boolean {
  const parts = s.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const localChar = oneOf(alnum, (cp) => '._%+-'.includes(String.fromCharCode(cp)));
  const labelChar = oneOf(alnum, (cp) => cp === 0x2d);
  const labels = domain.split('.');
  return only(localChar)(local) && labels.length >= 2 && labels.every(only(labelChar));
}

export const meanings: Record<string, (s: string) => boolean> = {
  any: (s) => s.length > 0,
  letterFirst: (s) => letter(s.charCodeAt(0)) && only(alnum)(s),
  chineseDigits: only(oneOf(cjk, digit)),
  email,
  lettersDigits: only(alnum),
  lettersAndDigitsBoth: (s) => only(alnum)(s) && some(letter)(s) && some(digit)(s),
  digits: only(digit),
  alphanumericUpper: (s) => only(alnum)(s) && some(upper)(s),
  englishLettersSpaces: only(oneOf(letter, space)),
  noSpaces: (s) => s.length > 0 && points(s).every((cp) => !whitespace(cp)),
  chinesePunctuation: only(oneOf(cjk, cjkPunctuation)),
  dateYmd: (s) =>
    s.length === 10 &&
    s[4] === '-' &&
    s[7] === '-' &&
    digitsAt(s, [0, 1, 2, 3, 5, 6, 8, 9]) &&
    realDate(s.slice(0, 4), s.slice(5, 7), s.slice(8, 10)),
  dateMdy: (s) =>
    s.length === 10 &&
    s[2] === '-' &&
    s[5] === '-' &&
    digitsAt(s, [0, 1, 3, 4, 6, 7, 8, 9]) &&
    realDate(s.slice(6, 10), s.slice(0, 2), s.slice(3, 5)),
  lettersSpaces: (s) => s.length > 0 && points(s).every(oneOf(unicodeLetter, space)),
  alphanumeric: (s) => s.length > 0 && points(s).every(oneOf(unicodeLetter, unicodeDigit)),
  korean: only(hangul),
  thai: only(thai),
  thaiEnglishSpaces: only(oneOf(thai, letter, space)),
  upperSpaces: (s) => only(oneOf(upper, space))(s) && some(upper)(s),
  lettersDigitsSymbols: only(printable),
  strongPassword: (s) =>
    only(printable)(s) &&
    some(upper)(s) &&
    some(lower)(s) &&
    some(digit)(s) &&
    some((cp) => printable(cp) && !alnum(cp))(s),
};

const chars = (text: string) => [...text];
const UPPER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const LOWER = chars('abcdefghijklmnopqrstuvwxyz');
const DIGITS = chars('0123456789');
const SYMBOLS = chars('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
const CJK = chars('中文汉字我们的是不了人在有这上大来个你好㐀龥');
const CJK_PUNCT = chars('，。、；：？！“”‘’（）《》【】…—·「」');
const HANGUL = chars('한국어가나다라마바사아자차카타파하ㄱㅏ');
const THAI = chars('ภาษาไทยสวัสดีครับ๑๒');
const OTHER_LETTERS = chars('éüñçÀßøłđăơưЖжΩ\u0301');
const OTHER = chars(' \t\n\u00a0\u3000\u200b😀𠀀٣١');

/** Every kind of character the catalogue cares about, so random strings hit every branch. */
export const mixedChar = fc.constantFrom(
  ...UPPER,
  ...LOWER,
  ...DIGITS,
  ...SYMBOLS,
  ...CJK,
  ...CJK_PUNCT,
  ...HANGUL,
  ...THAI,
  ...OTHER_LETTERS,
  ...OTHER,
);
export const mixedString = fc.string({ unit: mixedChar, minLength: 1, maxLength: 24 });

const from = (...alphabets: string[][]) =>
  fc.string({ unit: fc.constantFrom(...alphabets.flat()), minLength: 1, maxLength: 20 });
const pick = (...alphabets: string[][]) => fc.constantFrom(...alphabets.flat());
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** Inserts a character at a random place. */
const inject = (base: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
  fc.tuple(base, bad, fc.nat()).map(([s, c, at]) => {
    const i = at % (s.length + 1);
    return s.slice(0, i) + c + s.slice(i);
  });

/** Valid values: built from the allowed characters with every "at least one" present. */
export const validValues: Record<string, fc.Arbitrary<string>> = {
  any: fc.string({ unit: 'grapheme', minLength: 1 }),
  letterFirst: fc
    .tuple(pick(UPPER, LOWER), fc.string({ unit: pick(UPPER, LOWER, DIGITS) }))
    .map(([a, b]) => a + b),
  chineseDigits: from(CJK, DIGITS),
  email: fc
    .tuple(
      from(LOWER, DIGITS, chars('._%+-')),
      fc.array(from(LOWER, DIGITS, ['-']), { minLength: 2, maxLength: 4 }),
    )
    .map(([local, labels]) => `${local}@${labels.join('.')}`),
  lettersDigits: from(UPPER, LOWER, DIGITS),
  lettersAndDigitsBoth: fc
    .tuple(pick(LOWER, UPPER), pick(DIGITS), from(LOWER, DIGITS))
    .map(([a, d, r]) => r + a + d),
  digits: from(DIGITS),
  alphanumericUpper: fc
    .tuple(from(LOWER, DIGITS), pick(UPPER), from(LOWER, DIGITS))
    .map(([a, u, b]) => a + u + b),
  englishLettersSpaces: from(UPPER, LOWER, [' ']),
  noSpaces: fc.string({ unit: pick(UPPER, SYMBOLS, CJK, HANGUL, ['😀']), minLength: 1 }),
  chinesePunctuation: from(CJK, CJK_PUNCT),
  dateYmd: ymd.map(
    (d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`,
  ),
  dateMdy: ymd.map(
    (d) => `${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}-${pad(d.getUTCFullYear(), 4)}`,
  ),
  lettersSpaces: from(UPPER, CJK, HANGUL, THAI.slice(0, 12), OTHER_LETTERS, [' ']),
  alphanumeric: from(LOWER, CJK, HANGUL, OTHER_LETTERS, DIGITS, ['٣']),
  korean: from(HANGUL),
  thai: from(THAI),
  thaiEnglishSpaces: from(THAI, LOWER, [' ']),
  upperSpaces: fc.tuple(fc.string({ unit: pick(UPPER, [' ']) }), pick(UPPER)).map(([a, u]) => a + u),
  lettersDigitsSymbols: from(UPPER, LOWER, DIGITS, SYMBOLS),
  strongPassword: fc
    .tuple(pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS), fc.string({ unit: pick(LOWER, SYMBOLS) }))
    .map(([u, l, d, s, rest]) => rest + s + d + l + u),
};

/** Invalid values: a valid value with one character it must not hold, or missing a required kind. */
export const invalidValues: Record<string, fc.Arbitrary<string>> = {
  any: fc.constant(''),
  letterFirst: fc.oneof(
    fc.tuple(pick(DIGITS), from(LOWER)).map(([d, s]) => d + s),
    inject(validValues.letterFirst!, pick(SYMBOLS, CJK, [' '])),
  ),
  chineseDigits: inject(validValues.chineseDigits!, pick(LOWER, SYMBOLS, CJK_PUNCT, [' '])),
  email: fc.oneof(
    from(LOWER),
    validValues.email!.map((s) => s.replace('@', '')),
    inject(validValues.email!, pick([' ', '@', '中', '!'])),
    validValues.email!.map((s) => `${s}.`),
  ),
  lettersDigits: inject(validValues.lettersDigits!, pick(SYMBOLS, CJK, [' ', 'é'])),
  lettersAndDigitsBoth: fc.oneof(
    from(LOWER),
    from(DIGITS),
    inject(validValues.lettersAndDigitsBoth!, pick(SYMBOLS)),
  ),
  digits: inject(validValues.digits!, pick(LOWER, [' ', '٣', '-'])),
  alphanumericUpper: fc.oneof(
    from(LOWER, DIGITS),
    inject(validValues.alphanumericUpper!, pick(SYMBOLS, [' '])),
  ),
  englishLettersSpaces: inject(validValues.englishLettersSpaces!, pick(DIGITS, SYMBOLS, ['é', '\t'])),
  noSpaces: inject(validValues.noSpaces!, pick([' ', '\t', '\n', '\u00a0', '\u3000'])),
  chinesePunctuation: inject(validValues.chinesePunctuation!, pick(LOWER, DIGITS, [' ', '한'])),
  dateYmd: fc.oneof(
    fc.constantFrom(
      '2023-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '23-01-01',
      '2023/01/01',
      '2023-1-1',
    ),
    inject(validValues.dateYmd!, pick(DIGITS, ['-', ' '])),
  ),
  dateMdy: fc.oneof(
    fc.constantFrom('02-29-2023', '13-01-2023', '04-31-2024', '2024-01-01', '1-1-2024'),
    inject(validValues.dateMdy!, pick(DIGITS, ['-', ' '])),
  ),
  lettersSpaces: inject(validValues.lettersSpaces!, pick(DIGITS, SYMBOLS, ['\t', '😀'])),
  alphanumeric: inject(validValues.alphanumeric!, pick(SYMBOLS, [' ', '😀'])),
  korean: inject(validValues.korean!, pick(LOWER, CJK, [' '])),
  thai: inject(validValues.thai!, pick(LOWER, [' ', '中'])),
  thaiEnglishSpaces: inject(validValues.thaiEnglishSpaces!, pick(DIGITS, SYMBOLS, CJK)),
  upperSpaces: fc.oneof(fc.constantFrom(' ', '   '), inject(validValues.upperSpaces!, pick(LOWER, DIGITS))),
  lettersDigitsSymbols: inject(validValues.lettersDigitsSymbols!, pick([' ', '中', 'é', '\t'])),
  strongPassword: fc.oneof(
    from(LOWER, DIGITS, SYMBOLS),
    from(UPPER, DIGITS, SYMBOLS),
    from(UPPER, LOWER, SYMBOLS),
    from(UPPER, LOWER, DIGITS),
    inject(validValues.strongPassword!, pick([' ', '中', 'é'])),
  ),
};
