/**
 * How many tiles a lobby showed in each history entry, so that back returns to a lobby as far
 * down as it was left (the scroll restoration needs the rows to be there again); a new visit is
 * a new entry and starts with the first tiles.
 */
const shownByEntry = new Map<string, number>();

/** The history entry on screen: react-router keeps its key in the browser's history state. */
function entryKey(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window.history.state as { key?: string } | null)?.key;
}

/** The key a lobby list remembers its length under in this entry, if the entry has one. */
export function shownKey(list: string): string | undefined {
  const entry = entryKey();
  return entry ? `${entry} ${list}` : undefined;
}

export function rememberedShown(key: string | undefined): number | undefined {
  return key ? shownByEntry.get(key) : undefined;
}

export function rememberShown(key: string | undefined, shown: number) {
  if (key) shownByEntry.set(key, shown);
}
