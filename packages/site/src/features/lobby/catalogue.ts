import {
  type GameCategory,
  type GameSort,
  gameListRequest,
  type Product,
  type Game as WireGame,
} from '@playsite/api';
import { callKey } from '../../common/api/keys.ts';
import { platform } from '../../common/api/platform.ts';
import { brand } from '../../common/brand/index.ts';
import { currentLanguage, platformLanguage } from '../../common/i18n/index.ts';
import { serverPageSize } from './paging.ts';

/** The web site's platform name in game calls. */
export const webPlatform = 'html5-desktop';

/** A game as the client reads it (product words). */
export type Game = Product<WireGame>;
/** A lobby game: the game plus the classification the reference platform sends along. */
export type LobbyGame = Game & { classification?: string };

export interface GameFilter {
  gameType?: string;
  vendor?: string;
  classification?: string;
  name?: string;
  /** new, popular, jackpot; all games when left out. */
  category?: GameCategory;
  /** The order asked of the server (which puts the player's language's games first). */
  sort?: GameSort;
}

/** The category chips' values, and the order chips' (the list call's `category` and `sort`). */
export const gameCategories: readonly GameCategory[] = ['new', 'popular', 'jackpot'];
export const gameSorts: readonly GameSort[] = ['popular', 'name', 'new'];

/** The lobby's order until the player picks another: most played first. */
export const defaultSort: GameSort = 'popular';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** Category and order of a lobby address (?category=new&sort=name): kept in the URL, so back and links keep them. */
export function lobbyOrder(search: URLSearchParams): { category?: GameCategory; sort: GameSort } {
  return {
    category: oneOf(gameCategories, search.get('category')),
    sort: oneOf(gameSorts, search.get('sort')) ?? defaultSort,
  };
}

/** Whether this contract lets the server filter by classification (else it is done on loaded tiles). */
export const serverFiltersClassification = 'classification' in (gameListRequest.schema as object);

/** The language game calls ask in: the reader's, as the platform names it. */
export const gamesLanguage = () => platformLanguage(currentLanguage());

/** GCSGAME_gameList's request for a filter, without its page number. */
function pagesRequest(filter: GameFilter) {
  const name = filter.name?.trim();
  return {
    merchant: brand.merchantCode,
    clientType: 3,
    platform: webPlatform,
    pageSize: serverPageSize,
    language: gamesLanguage(),
    ...(name ? { gameName: name } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.sort ? { sort: filter.sort } : {}),
    ...(serverFiltersClassification && filter.classification
      ? ({ classification: filter.classification } as object)
      : {}),
  };
}

/** The query key of a filter's pages (the language is part of the request, so of the key). */
export const gamePagesKey = (filter: GameFilter) => callKey('gameList', pagesRequest(filter));

/** What a filter's pages share but the name searched: the same games, another name among them. */
export function gamePagesScope(queryKey: readonly unknown[]): string {
  const { gameName: _name, ...scope } = (queryKey[1] ?? {}) as { gameName?: string };
  return JSON.stringify(scope);
}

/** One page of GCSGAME_gameList, for members and guests. */
export function gamePage(filter: GameFilter, pageNo: number) {
  return platform.call('gameList', { ...pagesRequest(filter), pageNo });
}

/** Stable identity of a game: favourites are keyed the same way (nodeId + vendor + gameType). */
export const gameKey = (game: Pick<Game, 'nodeId' | 'vendor' | 'gameType'>) =>
  `${game.nodeId}|${game.vendor}|${game.gameType}`;

/** The name a tile shows. */
export const gameTitle = (game: Game) => game.displayName || game.gameName;
