/**
 * Popup announcements show once a day per member (docs/product.md § Promotions): the day a member
 * last saw them is kept in this browser, by account. The day is the reader's local calendar day.
 */
const keyOf = (account: string) => `popupSeen:${account}`;

/** `YYYY-MM-DD` of `at` in local time. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: the popups then show after every login
  }
}

export function seenToday(account: string, now = new Date()): boolean {
  return storage()?.getItem(keyOf(account)) === localDay(now);
}

export function markSeen(account: string, now = new Date()): void {
  try {
    storage()?.setItem(keyOf(account), localDay(now));
  } catch {
    // full or blocked storage: nothing to remember, the popups show again next login
  }
}
