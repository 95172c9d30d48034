/** Paths a guest may open on a logged-in-only brand (SPEC.md §2.1). */
export const guestPaths: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** Where a path leads under the logged-in-only rule; undefined means it may be shown. */
export function accessRedirect(
  pathname: string,
  loggedInOnly: boolean,
  token: string | null,
): string | undefined {
  if (!loggedInOnly || token) return undefined;
  return guestPaths.includes(pathname) ? undefined : '/login';
}

/** The lottery routes and /game show only the header. */
export const headerOnlyPaths: readonly string[] = [
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/game',
];
