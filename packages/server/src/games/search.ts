import type { GameCategory, GameSort } from '@playsite/api/contract';
import { foldText } from '@playsite/rules';
import type { Catalogue, CatalogueGame } from './catalogue.ts';
import type { NameScript } from './names.ts';

export interface GameQuery {
  /** Part of the name, any case, with or without Vietnamese diacritics or spaces. */
  name?: string;
  /** Vendor code (vassalage). */
  vendor?: string;
  gameType?: string;
  classification?: string;
  /** new (released in the catalogue's last `newWindowDays`), popular (hot), jackpot. */
  category?: GameCategory;
  /** Most played, A–Z, newest; without it the catalogue order. */
  sort?: GameSort;
  /** The player's language (the platform's EN, VI…): with a sort, games in it come first. */
  language?: string;
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

export const gameCategories: readonly GameCategory[] = ['new', 'popular', 'jackpot'];
export const gameSorts: readonly GameSort[] = ['popular', 'name', 'new'];

/** A value the list call knows, or undefined (a platform ignores what it does not know). */
export const known = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((item) => item === value);

/** Games released this many days before the catalogue's newest are "new". */
export const newWindowDays = 60;

/** The script of game names a player of a platform language reads (JA and ID have no games of their own). */
const languageScripts: Readonly<Record<string, NameScript>> = {
  EN: 'en',
  VI: 'vi',
  TH: 'th',
  CN: 'zh',
  KO: 'ko',
};
export const scriptOfLanguage = (language?: string): NameScript | undefined =>
  language ? languageScripts[language.toUpperCase()] : undefined;

/** BCP 47 collation locale of a platform language, for A–Z. */
const collationLocales: Readonly<Record<string, string>> = {
  CN: 'zh',
  JA: 'ja',
  KO: 'ko',
  TH: 'th',
  VI: 'vi',
  ID: 'id',
};

const titleOf = (game: CatalogueGame) => game.displayName || game.gameName;

/** The first day that counts as new in a games array (computed once). */
const newSince = new WeakMap<readonly CatalogueGame[], string>();
function newSinceOf(games: readonly CatalogueGame[]): string {
  let since = newSince.get(games);
  if (since === undefined) {
    let latest = '';
    for (const game of games) if (game.released > latest) latest = game.released;
    since = latest
      ? new Date(Date.parse(latest) - newWindowDays * 86_400_000).toISOString().slice(0, 10)
      : '';
    newSince.set(games, since);
  }
  return since;
}

function inCategory(game: CatalogueGame, category: GameCategory | undefined, since: string): boolean {
  switch (category) {
    case undefined:
      return true;
    case 'new':
      return game.released > since;
    case 'popular':
      return game.isHot;
    case 'jackpot':
      return game.jackpot;
  }
}

/**
 * Indices of a games array in an order, computed once per order and language: the player's
 * language first (stable), then most played / A–Z in the language's collation / newest, ties by
 * node id. Without a sort, the catalogue order.
 */
const orders = new WeakMap<readonly CatalogueGame[], Map<string, readonly number[]>>();
function orderOf(games: readonly CatalogueGame[], sort?: GameSort, language?: string): readonly number[] {
  const script = sort ? scriptOfLanguage(language) : undefined;
  const locale = collationLocales[language?.toUpperCase() ?? ''] ?? 'en';
  const key = `${sort ?? ''}:${script ?? ''}:${sort === 'name' ? locale : ''}`;
  const known = orders.get(games) ?? new Map<string, readonly number[]>();
  orders.set(games, known);
  const found = known.get(key);
  if (found) return found;
  const indices = games.map((_, index) => index);
  if (sort) {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const byNode = (a: CatalogueGame, b: CatalogueGame) => Number(a.nodeId) - Number(b.nodeId);
    const compare: Record<GameSort, (a: CatalogueGame, b: CatalogueGame) => number> = {
      popular: (a, b) => b.plays - a.plays,
      name: (a, b) => collator.compare(titleOf(a), titleOf(b)),
      new: (a, b) => (a.released === b.released ? 0 : a.released > b.released ? -1 : 1),
    };
    const mine = (game: CatalogueGame) => (script && game.script === script ? 0 : 1);
    indices.sort((i, j) => {
      const a = games[i] as CatalogueGame;
      const b = games[j] as CatalogueGame;
      return mine(a) - mine(b) || compare[sort](a, b) || byNode(a, b);
    });
  }
  known.set(key, indices);
  return indices;
}

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
  const key = [
    query.vendor,
    query.gameType,
    query.classification,
    query.name,
    query.category,
    query.sort,
    query.sort ? query.language?.toUpperCase() : '',
  ].join('\n');
  const results = filtered.get(catalogue.games) ?? new Map<string, readonly CatalogueGame[]>();
  filtered.set(catalogue.games, results);
  const known = results.get(key);
  if (known) return known;
  if (results.size >= maxFilters) results.clear();
  const matches = filterGames(catalogue, query);
  results.set(key, matches);
  return matches;
}

/** Every game matching the filters, in the order asked (catalogue order by default). */
export function filterGames(
  catalogue: Catalogue,
  query: Omit<GameQuery, 'pageNo' | 'pageSize'>,
): CatalogueGame[] {
  const { games } = catalogue;
  const keys = keysOf(games);
  const needle = query.name ? foldText(query.name) : '';
  const since = query.category === 'new' ? newSinceOf(games) : '';
  const matches: CatalogueGame[] = [];
  for (const index of orderOf(games, query.sort, query.language)) {
    const game = games[index] as CatalogueGame;
    if (query.vendor && game.vassalage !== query.vendor) continue;
    if (query.gameType && game.gameType !== query.gameType) continue;
    if (query.classification && game.classification !== query.classification) continue;
    if (!inCategory(game, query.category, since)) continue;
    if (needle && !keys[index]?.includes(needle)) continue;
    matches.push(game);
  }
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
