/**
 * Search key of a game name or a query, the same way the platform folds them: case, Latin
 * diacritics (đ -> d), spaces and punctuation do not count, so "than tai" finds "Thần Tài".
 * Thai, Chinese and Korean keep their marks. Used to filter tiles already loaded (offline, guests).
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

/** Keeps the items whose name contains the folded query (all of them for an empty query). */
export function filterByName<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  const needle = foldText(query);
  if (!needle) return [...items];
  return items.filter((item) => foldText(nameOf(item)).includes(needle));
}
