/** A catalogue game's code from its vendor and place in the vendor's list, e.g. FASTLOTTO_0001. */
export const catalogueCode = (vassalage: string, n: number) => `${vassalage}_${String(n).padStart(4, '0')}`;

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
