/**
 * Search key of a name or query, the same on the server (game search) and in the site (filtering
 * tiles already loaded): compatibility-normalised, case-folded, Latin diacritics removed (so
 * "Rồng Vàng" and "rong vang" meet; đ becomes d), spaces and punctuation dropped. Thai, Chinese
 * and Korean keep their marks (a Thai tone mark changes the word); only Latin letters lose theirs.
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
