/**
 * Word counting for "enter content between N and M words" (feedback), the same on the site and
 * the server. Scripts differ in how they mark words, so each is counted the way its readers count:
 *
 * - Scripts written with spaces (Latin, Vietnamese, Indonesian, Korean Hangul, Cyrillic…): a word
 *   is a run between spaces that holds at least one letter or digit ("- " or "…" is no word).
 * - Chinese and Japanese (Han, Hiragana, Katakana): written without spaces, and limits there are
 *   counted in characters (字, 文字), so every such character is one word. "你好世界" is 4.
 * - Thai, Lao, Khmer and Burmese: written without spaces between words, but a character is not
 *   a word either, so a run is split by the dictionary word breaker of `Intl.Segmenter` (ICU,
 *   in Node and every current browser): "ภาษาไทยง่าย" is 3 (ภาษา | ไทย | ง่าย). Where Segmenter
 *   is missing a run counts as one word. Browsers and Node may split a rare word differently;
 *   that only matters within a word of a bound.
 *
 * Mixed text adds up per run: "hello世界" is 3.
 */

const CHARACTER_WORD = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const SEGMENTED = String.raw`\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}`;
/**
 * One token per match: a character-word, a run of a segmented script (with the combining marks
 * that follow), or any other run up to the next space. The regex engine walks a huge paste far
 * faster than a loop over its characters.
 */
const TOKEN = new RegExp(
  String.raw`([${CHARACTER_WORD}])|([${SEGMENTED}][${SEGMENTED}\p{M}]*)|([^\s${CHARACTER_WORD}${SEGMENTED}]+)`,
  'gu',
);
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** Runs are segmented in pieces: ICU breaks a whole run at once, which is slow for a huge paste. */
const PIECE = 10_000;

let segmenter: { segment(text: string): Iterable<{ isWordLike?: boolean }> } | null | undefined;

function dictionaryWords(run: string, limit: number): number {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  if (!segmenter) return 1;
  let count = 0;
  for (let start = 0; start < run.length && count <= limit; start += PIECE) {
    for (const part of segmenter.segment(run.slice(start, start + PIECE))) {
      if (part.isWordLike) count++;
      if (count > limit) break;
    }
  }
  return Math.max(count, 1);
}

/**
 * How many words `text` holds (see the file comment for the rule per script). Counting stops
 * once it passes `limit`, so a huge paste is judged "too many" quickly.
 */
export function countWords(text: string, limit = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (const [, character, segmented, other] of text.matchAll(TOKEN)) {
    if (character) count++;
    else if (segmented) count += dictionaryWords(segmented, limit - count);
    else if (other && WORD_CHARACTER.test(other)) count++;
    if (count > limit) break;
  }
  return count;
}
