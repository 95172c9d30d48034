import { type Game, gameListRequest } from '@playsite/api';
import { platform } from '../../shared/api/platform.ts';
import { brand } from '../../shared/brand/index.ts';
import { currentLanguage, platformLanguage } from '../../shared/i18n/index.ts';
import { session } from '../../shared/stores/session.ts';
import { serverPageSize } from './paging.ts';

/** The web site's platform name in game calls. */
export const webPlatform = 'html5-desktop';

/** A lobby game: the wire game plus the classification the reference platform sends along. */
export type LobbyGame = Game & { classification?: string };

export interface GameFilter {
  gameType?: string;
  vendor?: string;
  classification?: string;
  name?: string;
}

/** Whether this contract lets the server filter by classification (else it is done on loaded tiles). */
export const serverFiltersClassification = 'classification' in (gameListRequest.schema as object);

const language = () => platformLanguage(currentLanguage());

/** One page of GCSGAME_gameList, for members and guests. */
function requestPage(filter: GameFilter, pageNo: number) {
  const name = filter.name?.trim();
  return platform.call('gameList', {
    merchant: brand.merchantCode,
    clientType: 3,
    platform: webPlatform,
    pageNo,
    pageSize: serverPageSize,
    language: language(),
    ...(name ? { gameName: name } : {}),
    ...(filter.vendor ? { vassalage: filter.vendor } : {}),
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(serverFiltersClassification && filter.classification
      ? ({ classification: filter.classification } as object)
      : {}),
  });
}

type PageRequest = ReturnType<typeof requestPage>;

/** A first page asked for before its lobby rendered; older than this, it is asked for again. */
const earlyPageLifeMs = 15_000;
const earlyPages = new Map<string, { page: PageRequest; at: number }>();

const pageKey = (filter: GameFilter, pageNo: number) =>
  [
    session.token ?? '',
    language(),
    filter.gameType ?? '',
    filter.vendor ?? '',
    (serverFiltersClassification && filter.classification) || '',
    filter.name?.trim() ?? '',
    pageNo,
  ].join('|');

/**
 * Starts loading a lobby's first page while the page's code is still on its way, so the tiles
 * (the largest paint of a lobby) do not wait for the page to render before their data is asked for.
 */
export function prefetchFirstPage(filter: GameFilter): PageRequest {
  const page = requestPage(filter, 1);
  earlyPages.set(pageKey(filter, 1), { page, at: Date.now() });
  return page;
}

/** One page of a filter: the prefetched one when it is there and fresh (taken once), else a request. */
export function gamePage(filter: GameFilter, pageNo: number): PageRequest {
  const key = pageKey(filter, pageNo);
  const early = earlyPages.get(key);
  earlyPages.delete(key);
  return early && Date.now() - early.at < earlyPageLifeMs ? early.page : requestPage(filter, pageNo);
}

/** Hot games (GCSGAME_hotGamesV2), open to guests; optionally of one vendor. */
const hotGameLists = new Map<string, Promise<LobbyGame[]>>();

/**
 * Hot games of the brand (or one vendor) in the current language. Kept for the page's life: the
 * header's drop-downs and the home page ask for the same list at the same time.
 */
export function hotGames(vendor?: string): Promise<LobbyGame[]> {
  const key = `${language()}|${vendor ?? ''}`;
  const known = hotGameLists.get(key);
  if (known) return known;
  const list = platform.call('hotGames', {
    merchantCode: brand.merchantCode,
    isPlatform: 2,
    platform: webPlatform,
    language: language(),
    ...(vendor ? { vassalage: vendor } : {}),
  });
  hotGameLists.set(key, list);
  // A failure is not kept: the next caller asks again.
  list.catch(() => hotGameLists.delete(key));
  return list;
}

/** Stable identity of a game: favourites are keyed the same way (nodeId + vendor + gameType). */
export const gameKey = (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) =>
  `${game.nodeId}|${game.vassalage}|${game.gameType}`;

/** The name a tile shows. */
export const gameTitle = (game: Game) => game.displayName || game.gameName;
