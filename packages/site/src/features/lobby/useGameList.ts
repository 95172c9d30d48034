import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../shared/stores/session.ts';
import {
  type GameFilter,
  gamePage,
  gameTitle,
  type LobbyGame,
  serverFiltersClassification,
} from './catalogue.ts';
import { filterByName } from './fold.ts';
import { firstShown, nextShown, pagesFor } from './paging.ts';
import { useDebounced } from './useDebounced.ts';

/** Typing pauses this long before the server is asked (the lobby searches by name on the server). */
export const searchDebounceMs = 300;

interface Loaded {
  games: LobbyGame[];
  pages: number;
  totalPages: number;
  totalCount: number;
}

const emptyLoad: Loaded = { games: [], pages: 0, totalPages: 1, totalCount: 0 };

export interface GameList {
  /** The tiles to show now. */
  games: LobbyGame[];
  /** All matching games as far as known (the server's count, or what is loaded). */
  total: number;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** No session: the lobby invites a log-in to play, keep favourites and see recent games. */
  guest: boolean;
}

/**
 * The lobby's games for a filter, paged through GCSGAME_gameList (24 a page; 21 tiles first, then
 * 18 per load) for members and guests alike. The name filter also runs at once on the
 * loaded tiles (diacritic- and case-insensitive), before the debounced server search answers.
 */
export function useGameList(filter: GameFilter): GameList {
  const { token } = useSnapshot(session);
  const guest = !token;
  const serverName = useDebounced(filter.name ?? '', searchDebounceMs);
  const localClassification = serverFiltersClassification ? undefined : filter.classification;
  const serverFilter = useMemo<GameFilter>(
    () => ({
      gameType: filter.gameType,
      vendor: filter.vendor,
      classification: serverFiltersClassification ? filter.classification : undefined,
      name: serverName,
    }),
    [filter.gameType, filter.vendor, filter.classification, serverName],
  );

  const [loaded, setLoaded] = useState<Loaded>(emptyLoad);
  const [shown, setShown] = useState(firstShown);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;

  const visibleOf = useCallback(
    (games: LobbyGame[]) => {
      const inClass = localClassification
        ? games.filter((g) => g.classification === localClassification)
        : games;
      return filterByName(inClass, filter.name ?? '', gameTitle);
    },
    [filter.name, localClassification],
  );

  /** Loads server pages until `want` tiles match or none are left. */
  const fill = useCallback(
    async (start: Loaded, want: number, id: number) => {
      let current = start;
      const localOnly = Boolean(localClassification);
      while (current.pages < current.totalPages || current.pages === 0) {
        const matching = visibleOf(current.games).length;
        const needed = localOnly ? current.pages + 1 : pagesFor(want, current.totalPages);
        if (current.pages > 0 && (matching >= want || current.pages >= needed)) break;
        const page = await gamePage(serverFilter, current.pages + 1);
        if (id !== generation.current) return;
        current = {
          games: [...current.games, ...page.games],
          pages: current.pages + 1,
          totalPages: page.totalPages,
          totalCount: page.totalCount ?? page.totalPages * page.games.length,
        };
        setLoaded(current);
      }
    },
    [serverFilter, localClassification, visibleOf],
  );

  // A new name among the same games keeps the loaded tiles (already filtered on screen) until the
  // server answers, so a keyboard user's focus and the scroll position stay; other filters clear.
  const scope = [serverFilter.gameType, serverFilter.vendor, serverFilter.classification].join('|');
  const loadedScope = useRef(scope);

  // A new filter (or retry) starts over.
  useEffect(() => {
    const id = ++generation.current;
    if (loadedScope.current !== scope) setLoaded(emptyLoad);
    loadedScope.current = scope;
    setShown(firstShown);
    setError(null);
    setLoading(true);
    fill(emptyLoad, firstShown, id).then(
      () => id === generation.current && setLoading(false),
      (failure: unknown) => {
        if (id !== generation.current) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, [serverFilter, attempt]);

  const visible = visibleOf(loaded.games);
  const morePages = loaded.pages < loaded.totalPages;
  const hasMore = !error && (visible.length > shown || morePages);

  const loadMore = useCallback(() => {
    if (loading) return;
    const want = nextShown(shown);
    setShown(want);
    if (loadedRef.current.pages >= loadedRef.current.totalPages) return;
    const id = generation.current;
    setLoading(true);
    fill(loadedRef.current, want, id).then(
      () => id === generation.current && setLoading(false),
      (failure: unknown) => {
        if (id !== generation.current) return;
        setError(failure);
        setLoading(false);
      },
    );
  }, [loading, shown, fill]);

  const exact = !localClassification && (!filter.name || filter.name === serverName);
  return {
    games: visible.slice(0, shown),
    total: exact ? Math.max(loaded.totalCount, visible.length) : visible.length,
    loading,
    error,
    hasMore,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
    guest,
  };
}
