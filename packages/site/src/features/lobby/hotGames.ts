import { brand } from '../../common/brand/index.ts';
import { callQuery, queryClient } from '../../common/query/query.ts';
import { gamesLanguage, type LobbyGame, webPlatform } from './catalogue.ts';

// Apart from catalogue.ts: a lobby's first read (firstGames.ts) uses the catalogue before the
// query layer's code has arrived, and must not wait for it.

/**
 * Hot games (GCSGAME_hotGamesV2, open to guests) of the brand or one vendor in the current
 * language, kept for the page's life: the header's drop-downs and the home page ask for the same
 * list at the same time. A failure is not kept: the next caller asks again.
 */
export function hotGamesQuery(vendor?: string) {
  const request = {
    merchantCode: brand.merchantCode,
    isPlatform: 2,
    platform: webPlatform,
    language: gamesLanguage(),
    ...(vendor ? { vendor: vendor } : {}),
  };
  return { ...callQuery('hotGames', request), staleTime: Number.POSITIVE_INFINITY };
}

/** The hot games now (see hotGamesQuery). */
export const hotGames = (vendor?: string): Promise<LobbyGame[]> =>
  queryClient.fetchQuery(hotGamesQuery(vendor));
