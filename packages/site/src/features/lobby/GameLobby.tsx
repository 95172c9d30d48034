import type { GameCategory } from '@playsite/api';
import {
  Button,
  EmptyState,
  type FilterChipsProps,
  GameGrid,
  type GameGridItem,
  TextField,
} from '@playsite/ui';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { reportError } from '../../common/feedback/reportError.ts';
import * as styles from '../../common/layout/sections.css.ts';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { useLaunch } from '../games/index.ts';
import {
  defaultSort,
  type Game,
  gameCategories,
  gameKey,
  gameSorts,
  gameTitle,
  type LobbyGame,
  lobbyOrder,
} from './catalogue.ts';
import { setFavourite, useFavouriteKeys } from './favourites.ts';
import { filterByName } from './fold.ts';
import { LobbyFilters } from './LobbyFilters.tsx';
import { targetOf, tileLabels, tileOf, vendorTarget } from './tiles.ts';
import { useGameList } from './useGameList.ts';
import { type LobbyVendor, useLane } from './vendors.ts';

export interface GameLobbyProps {
  /** Lanes shown (RNG, LIVE …); all lanes when left out. */
  gameTypes?: readonly string[];
  /** Accessible name of the game list, e.g. "Slots". */
  label: string;
  /** A vendor fixed by the caller (popup game list); otherwise ?page= chooses it. */
  vendor?: string;
  /** PVP room the games open in. */
  roomId?: string;
  /** Extra filters under the vendor chips (e.g. PVP rooms). */
  children?: ReactNode;
  /** Off inside a scrolling modal: every loaded tile is rendered. */
  virtualized?: boolean;
}

type View = 'all' | 'favourites' | 'recent';

const ViewTabs = lazy(() => import('./ViewTabs.tsx'));

/** Lanes whose games include jackpot slots (the JACKPOT classification): they get the Jackpot category. */
const jackpotLanes: readonly string[] = ['RNG'];

const singleLane = (gameTypes?: readonly string[]) => (gameTypes?.length === 1 ? gameTypes[0] : undefined);

/** Member lists that come whole (favourites, recently played), filtered like the lobby. */
function useMemberList(view: View, token: string | null) {
  const query = useSiteQuery({
    ...callQuery(view === 'favourites' ? 'favoriteGamesList' : 'recentGames'),
    enabled: Boolean(token) && view !== 'all',
    staleTime: 0,
  });
  return { games: query.data ?? null, error: query.error, retry: () => void query.refetch() };
}

/**
 * A lobby: search by name, vendor and type filters, all games / favourites / recently played,
 * and the virtualised grid with infinite scroll. Pressing a tile follows the launch rules.
 */
export function GameLobby({
  gameTypes,
  label,
  vendor: fixedVendor,
  roomId,
  children,
  virtualized = true,
}: GameLobbyProps) {
  const { t, ready } = useTranslation('games');
  const { t: common } = useTranslation();
  const { token } = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const vendor = fixedVendor ?? params.get('page') ?? '';
  const [name, setName] = useState('');
  const [classification, setClassification] = useState('');
  const [view, setView] = useState<View>('all');
  const { category, sort } = lobbyOrder(params);
  const lane = useLane(gameTypes);
  const favouriteKeys = useFavouriteKeys();
  const { launch } = useLaunch();
  const gameType = singleLane(gameTypes);

  const list = useGameList({
    gameType,
    vendor: vendor || undefined,
    classification: classification || undefined,
    name,
    category,
    sort,
  });
  const member = useMemberList(view, token);

  const vendors = useMemo(() => new Map(lane.vendors.map((v) => [v.vendor, v] as const)), [lane.vendors]);
  // Until the lobby's texts are there, skeleton tiles: no raw keys on screen, no tiles drawn twice.
  if (!ready) {
    return (
      <GameGrid
        label={label}
        games={[]}
        isLoading
        skeletonCount={12}
        labels={{ loading: common('feedback.loading') }}
      />
    );
  }
  const inLobby = (game: Game) =>
    (!gameTypes || gameTypes.includes(game.gameType)) && (!vendor || game.vendor === vendor);
  const memberGames = member.games ? filterByName(member.games.filter(inLobby), name, gameTitle) : [];
  const shown: LobbyGame[] = view === 'all' ? list.games : memberGames;
  const byId = new Map(shown.map((game) => [gameKey(game), game] as const));
  const tiles = shown.map((game) => tileOf(game, vendors, favouriteKeys.has(gameKey(game))));

  const gameOf = (tile: GameGridItem) => byId.get(tile.id);
  const play = (tile: GameGridItem, freePlay = false) => {
    const game = gameOf(tile);
    if (game) launch({ ...targetOf(game, vendors.get(game.vendor), freePlay), roomId });
  };
  const favourite = (tile: GameGridItem, on: boolean) => {
    const game = gameOf(tile);
    if (game) setFavourite(game, on).catch(reportError);
  };

  /** Sets (or, at its default, removes) one of the lobby's address parameters. */
  const setParam = (key: string, value: string, fallback = '') => {
    const next = new URLSearchParams(params);
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const setVendor = (code: string) => {
    // A VASSALAGE vendor opens its own popup game list (docs/product.md § Game popup) on top of the
    // filtered lobby.
    const card = vendors.get(code);
    if (card?.vendorPopup) launch(vendorTarget(card));
    setParam('page', code);
  };
  const clearAll = () => {
    setName('');
    setClassification('');
    const next = new URLSearchParams(params);
    next.delete('category');
    if (!fixedVendor) next.delete('page');
    setParams(next, { replace: true });
  };

  const loading = view === 'all' ? list.loading : member.games === null && !member.error;
  const error = view === 'all' ? list.error : member.error;
  const retry = view === 'all' ? list.retry : member.retry;
  const filtered = Boolean(name || classification || category || (vendor && !fixedVendor));

  const emptyState: ReactNode = error ? (
    <EmptyState
      title={t('lobby.errorTitle')}
      text={t('lobby.errorText')}
      action={<Button onPress={retry}>{t('lobby.retry')}</Button>}
    />
  ) : view === 'favourites' && !filtered ? (
    <EmptyState title={t('lobby.noFavouritesTitle')} text={t('lobby.noFavouritesText')} />
  ) : view === 'recent' && !filtered ? (
    <EmptyState title={t('lobby.noRecentTitle')} text={t('lobby.noRecentText')} />
  ) : (
    <EmptyState
      title={t('lobby.emptyTitle')}
      text={name ? t('lobby.emptySearch', { query: name }) : t('lobby.emptyFilter')}
      action={
        filtered ? (
          <Button variant="outline" onPress={clearAll}>
            {t('lobby.clearFilters')}
          </Button>
        ) : undefined
      }
    />
  );

  const grid = (
    <div className={styles.section}>
      <p className={styles.status} role="status">
        {loading
          ? t('lobby.loading')
          : t('lobby.count', { count: view === 'all' ? list.total : tiles.length })}
      </p>
      {error && tiles.length > 0 ? (
        <div className={styles.hint} role="alert">
          <span>{t('lobby.errorText')}</span>
          <Button variant="outline" size="sm" onPress={retry}>
            {t('lobby.retry')}
          </Button>
        </div>
      ) : null}
      <GameGrid
        label={label}
        games={tiles}
        total={view === 'all' ? list.total : tiles.length}
        isLoading={loading}
        skeletonCount={view === 'all' && list.games.length > 0 ? 6 : 12}
        hasMore={view === 'all' && list.hasMore}
        onLoadMore={list.loadMore}
        onPlay={(tile) => play(tile)}
        onFreeTrial={(tile) => play(tile, true)}
        onFavouriteChange={token ? favourite : undefined}
        labels={{ loadMore: t('lobby.loadMore'), loading: t('lobby.loading') }}
        tileLabels={tileLabels(t)}
        empty={emptyState}
        isVirtualized={virtualized}
      />
    </div>
  );

  const vendorChips = [{ id: '', label: t('lobby.allVendors') }].concat(
    lane.vendors.map((v: LobbyVendor) => ({ id: v.vendor, label: v.displayName })),
  );
  const classChips = [{ id: '', label: t('lobby.allTypes') }].concat(
    lane.classes.map((c) => ({ id: c.code, label: c.name })),
  );
  const hasJackpot =
    lane.classes.some((c) => c.code === 'JACKPOT') ||
    (gameTypes ?? []).some((type) => jackpotLanes.includes(type));
  const categories: readonly (GameCategory | '')[] = [
    '',
    ...gameCategories.filter((id) => id !== 'jackpot' || hasJackpot),
  ];
  const categoryGroup: FilterChipsProps = {
    label: t('lobby.category'),
    chips: categories.map((id) => ({ id, label: t(`lobby.categories.${id || 'all'}`) })),
    selectedId: category ?? '',
    onChange: (id) => setParam('category', id),
  };
  const sortGroup: FilterChipsProps = {
    label: t('lobby.sort'),
    chips: gameSorts.map((id) => ({ id, label: t(`lobby.sorts.${id}`) })),
    selectedId: sort,
    onChange: (id) => setParam('sort', id, defaultSort),
  };
  const vendorGroup: FilterChipsProps | null =
    !fixedVendor && lane.vendors.length > 1
      ? { label: t('lobby.vendor'), chips: vendorChips, selectedId: vendor, onChange: setVendor }
      : null;
  const classGroup: FilterChipsProps | null =
    lane.classes.length > 1
      ? {
          label: t('lobby.type'),
          chips: classChips,
          selectedId: classification,
          onChange: setClassification,
        }
      : null;
  const active = [category, sort !== defaultSort, vendorGroup && vendor, classGroup && classification].filter(
    Boolean,
  ).length;

  return (
    <div className={styles.lobby}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            type="search"
            label={t('lobby.search')}
            placeholder={t('lobby.searchPlaceholder')}
            value={name}
            onChange={setName}
            autoComplete="off"
          />
        </div>
      </div>
      <LobbyFilters
        order={[categoryGroup, sortGroup]}
        more={[vendorGroup, classGroup].filter((group): group is FilterChipsProps => group !== null)}
        activeCount={active}
        labels={{
          filters: t('lobby.filters'),
          active: t('lobby.filtersActive', { count: active }),
          showGames: t('lobby.showGames'),
          close: common('actions.close'),
        }}
      />
      {children}
      {list.guest && (list.loading || list.games.length > 0) ? (
        <div className={styles.hint}>
          <span>{t('lobby.guestHint')}</span>
          <Button size="sm" onPress={() => openModal('loginPopupModal')}>
            {t('lobby.login')}
          </Button>
        </div>
      ) : null}
      {token ? (
        // Until the tabs' code is there, the view they start on (or show) is visible on its own.
        <Suspense fallback={grid}>
          <ViewTabs
            label={t('lobby.view')}
            selectedId={view}
            onSelectionChange={(id) => setView(id as View)}
            items={[
              { id: 'all', label: t('lobby.all'), content: view === 'all' ? grid : null },
              {
                id: 'favourites',
                label: t('lobby.favourites'),
                content: view === 'favourites' ? grid : null,
              },
              { id: 'recent', label: t('lobby.recent'), content: view === 'recent' ? grid : null },
            ]}
          />
        </Suspense>
      ) : (
        grid
      )}
    </div>
  );
}
