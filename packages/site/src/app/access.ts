/** Paths a guest may open on a logged-in-only brand (docs/product.md § Access rule). */
export const guestPaths: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * Where a path leads under the logged-in-only rule; undefined means it may be shown. The way back
 * from a social sign-in provider (/index?socialCallback=…) keeps its query on the way to /login,
 * where the sign-in is finished (the page behind it is still not shown to a guest).
 */
export function accessRedirect(
  pathname: string,
  loggedInOnly: boolean,
  token: string | null,
  search = '',
): string | undefined {
  if (!loggedInOnly || token || guestPaths.includes(pathname)) return undefined;
  return new URLSearchParams(search).has('socialCallback') ? `/login${search}` : '/login';
}

/** The lottery routes and /game show only the header. */
export const headerOnlyPaths: readonly string[] = [
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/game',
];
