import { foldText } from '@playsite/rules';
import type { Catalogue, CatalogueGame } from './catalogue.ts';

export interface GameQuery {
  /** Part of the name, any case, with or without Vietnamese diacritics or spaces. */
  name?: string;
  /** Vendor code (vassalage). */
  vendor?: string;
  gameType?: string;
  classification?: string;
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

export interface GamePage {
  games: CatalogueGame[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export const defaultPageSize = 24;

/** Folded names, computed once per games array (the catalogue is immutable once generated). */
const nameKeys = new WeakMap<readonly CatalogueGame[], string[]>();

function keysOf(games: readonly CatalogueGame[]): string[] {
  let keys = nameKeys.get(games);
  if (!keys) {
    keys = games.map((game) => foldText(game.gameName));
    nameKeys.set(games, keys);
  }
  return keys;
}

/**
 * Results per filter, per games array: the list call pages through the same few filters (a lobby
 * tab, a vendor) over and over, and the catalogue never changes. Bounded: cleared when full.
 */
const filtered = new WeakMap<readonly CatalogueGame[], Map<string, readonly CatalogueGame[]>>();
const maxFilters = 500;

/** filterGames, remembered per filter. */
function cachedFilter(
  catalogue: Catalogue,
  query: Omit<GameQuery, 'pageNo' | 'pageSize'>,
): readonly CatalogueGame[] {
  const key = [query.vendor, query.gameType, query.classification, query.name].join('\n');
  const results = filtered.get(catalogue.games) ?? new Map<string, readonly CatalogueGame[]>();
  filtered.set(catalogue.games, results);
  const known = results.get(key);
  if (known) return known;
  if (results.size >= maxFilters) results.clear();
  const matches = filterGames(catalogue, query);
  results.set(key, matches);
  return matches;
}

/** Every game matching the filters, in catalogue order (what the lobby's search box runs). */
export function filterGames(
  catalogue: Catalogue,
  query: Omit<GameQuery, 'pageNo' | 'pageSize'>,
): CatalogueGame[] {
  const keys = keysOf(catalogue.games);
  const needle = query.name ? foldText(query.name) : '';
  const matches: CatalogueGame[] = [];
  catalogue.games.forEach((game, index) => {
    if (query.vendor && game.vassalage !== query.vendor) return;
    if (query.gameType && game.gameType !== query.gameType) return;
    if (query.classification && game.classification !== query.classification) return;
    if (needle && !keys[index]?.includes(needle)) return;
    matches.push(game);
  });
  return matches;
}

/** One page of the game list call (GCSGAME_gameList): games, pageNum, totalPages, totalCount. */
export function searchGames(catalogue: Catalogue, query: GameQuery = {}): GamePage {
  const pageSize = Math.max(1, Math.floor(query.pageSize ?? defaultPageSize));
  const pageNum = Math.max(1, Math.floor(query.pageNo ?? 1));
  const matches = cachedFilter(catalogue, query);
  return {
    games: matches.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    totalPages: Math.ceil(matches.length / pageSize),
    totalCount: matches.length,
  };
}
