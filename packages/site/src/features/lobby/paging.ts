/** docs/product.md § Lobbies: the platform pages games by 24; the lobby shows 21 first, then 18 per load. */
export const serverPageSize = 24;
export const firstShown = 21;
export const moreShown = 18;

/** Tiles to show after one more load. */
export const nextShown = (shown: number) => (shown < firstShown ? firstShown : shown + moreShown);

/** Server pages needed to fill `shown` tiles, never more than exist. */
export const pagesFor = (shown: number, totalPages: number) =>
  Math.min(Math.max(1, Math.ceil(shown / serverPageSize)), Math.max(1, totalPages));
