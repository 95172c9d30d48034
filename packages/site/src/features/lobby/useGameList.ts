import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSitePages } from '../../common/query/query.ts';
import { session } from '../../common/stores/session.ts';
import {
  type GameFilter,
  gamePage,
  gamePagesKey,
  gamePagesScope,
  gameTitle,
  type LobbyGame,
  serverFiltersClassification,
} from './catalogue.ts';
import { filterByName } from './fold.ts';
import { firstShown, nextShown, pagesFor } from './paging.ts';
import { rememberedShown, rememberShown, shownKey } from './shownMemory.ts';
import { useDebounced } from './useDebounced.ts';

/** Typing pauses this long before the server is asked (the lobby searches by name on the server). */
export const searchDebounceMs = 300;

type GamePage = Awaited<ReturnType<typeof gamePage>>;

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
 * The lobby's games for a filter: an infinite query of GCSGAME_gameList pages (24 a page; 21
 * tiles first, then 18 per load) for members and guests alike. The name filter also runs at once
 * on the loaded tiles (diacritic- and case-insensitive), before the debounced server search answers.
 */
export function useGameList(filter: GameFilter): GameList {
  const { token } = useSnapshot(session);
  const serverName = useDebounced(filter.name ?? '', searchDebounceMs);
  const localClassification = serverFiltersClassification ? undefined : filter.classification;
  const serverFilter = useMemo<GameFilter>(
    () => ({
      gameType: filter.gameType,
      vendor: filter.vendor,
      classification: serverFiltersClassification ? filter.classification : undefined,
      name: serverName,
      category: filter.category,
      sort: filter.sort,
    }),
    [filter.gameType, filter.vendor, filter.classification, serverName, filter.category, filter.sort],
  );
  const queryKey = gamePagesKey(serverFilter);
  const scope = gamePagesScope(queryKey);

  const query = useSitePages<GamePage>({
    queryKey,
    queryFn: ({ pageParam }) => gamePage(serverFilter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
    // A new name among the same games keeps the loaded tiles (already filtered on screen) until the
    // server answers, so a keyboard user's focus and the scroll position stay; other filters clear.
    placeholderData: (previous, previousQuery) =>
      previousQuery && gamePagesScope(previousQuery.queryKey) === scope ? previous : undefined,
  });

  // A new filter starts again from the first tiles; back to this entry shows as many as it did.
  const remembered = shownKey(JSON.stringify(queryKey));
  const [shown, setShown] = useState(() => rememberedShown(remembered) ?? firstShown);
  useEffect(() => rememberShown(remembered, shown), [remembered, shown]);
  const [shownFor, setShownFor] = useState(serverFilter);
  if (shownFor !== serverFilter) {
    setShownFor(serverFilter);
    setShown(firstShown);
  }

  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const totalPages = last?.totalPages ?? 1;
  const totalCount = last ? (last.totalCount ?? last.totalPages * last.games.length) : 0;
  const inClass = (games: LobbyGame[]) =>
    localClassification ? games.filter((g) => g.classification === localClassification) : games;
  const visible = filterByName(inClass(pages.flatMap((page) => page.games)), filter.name ?? '', gameTitle);

  // Server pages until `shown` tiles match or none are left (a class filtered here may need many).
  const fill =
    !query.isPlaceholderData &&
    !query.isError &&
    query.hasNextPage &&
    visible.length < shown &&
    (Boolean(localClassification) || pages.length < pagesFor(shown, totalPages));
  const { isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (fill && !isFetching) void fetchNextPage();
  }, [fill, isFetching, fetchNextPage]);

  const loading = isFetching || fill;
  const error = isFetching ? null : query.error;
  const exact =
    !localClassification && !query.isPlaceholderData && (!filter.name || filter.name === serverName);
  return {
    games: visible.slice(0, shown),
    total: exact ? Math.max(totalCount, visible.length) : visible.length,
    loading,
    error,
    hasMore: !error && (visible.length > shown || Boolean(query.hasNextPage)),
    loadMore: () => {
      if (!loading) setShown(nextShown(shown));
    },
    retry: () => void query.refetch(),
    guest: !token,
  };
}
