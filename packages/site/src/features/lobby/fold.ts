import { foldText } from '@playsite/rules';

/** Keeps the items whose name contains the folded query (all of them for an empty query). */
export function filterByName<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  const needle = foldText(query);
  if (!needle) return [...items];
  return items.filter((item) => foldText(nameOf(item)).includes(needle));
}
