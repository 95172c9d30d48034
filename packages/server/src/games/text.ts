/**
 * Search key of a name or query: compatibility-normalised, case-folded, Latin diacritics removed
 * (so "Rồng Vàng" and "rong vang" meet; đ becomes d), spaces and punctuation dropped. Thai,
 * Chinese and Korean keep their marks (a Thai tone mark changes the word); only Latin letters
 * lose theirs.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .normalize('NFC');
}

/** An upper-case ASCII code from a name, e.g. "Đồng Tháp" -> DONG_THAP. */
export function codeOf(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** User-perceived characters: a Thai consonant with its vowel and tone marks stays one. */
export function graphemes(value: string): string[] {
  return [...graphemeSegmenter.segment(value)].map((part) => part.segment);
}
