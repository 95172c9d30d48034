import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { Button } from '../Button';
import { GameTile, type GameTileLabels } from '../GameTile';
import { Skeleton } from '../Skeleton';
import type { NavGame } from '../VendorDropdown';
import * as styles from './GameGrid.css';

/** A game tile of the grid: the navigation's game, plus the member's favourite mark. */
export interface GameGridItem extends NavGame {
  favourite?: boolean;
}

export interface GameGridLabels {
  /** Button under the grid that loads the next games (also done by scrolling near the end). */
  loadMore: string;
  /** Name of the busy region while games load. */
  loading: string;
}

export const defaultGameGridLabels: GameGridLabels = {
  loadMore: 'Show more games',
  loading: 'Loading games',
};

export interface GameGridProps {
  /** Accessible name of the list, e.g. "Slots". */
  label: string;
  games: readonly GameGridItem[];
  /** How many games exist in all (announced as the list size); defaults to those given. */
  total?: number;
  /** Games are loading: skeleton tiles follow the loaded ones. */
  isLoading?: boolean;
  /** Skeleton tiles shown while loading. */
  skeletonCount?: number;
  /** More games can be loaded: scrolling near the end or the button calls `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Minimum time between two `onLoadMore` calls from scrolling (200 ms: docs/product.md § Lobbies). */
  loadMoreThrottleMs?: number;
  onPlay?: (game: GameGridItem) => void;
  onFreeTrial?: (game: GameGridItem) => void;
  /** Shows the favourite toggle on every tile. */
  onFavouriteChange?: (game: GameGridItem, favourite: boolean) => void;
  /** Columns to assume where layout cannot be measured (server rendering, tests). */
  fallbackColumns?: number;
  labels?: Partial<GameGridLabels>;
  tileLabels?: Partial<GameTileLabels>;
  /** Shown instead of the grid when there are no games and nothing is loading. */
  empty?: ReactNode;
  /**
   * Render only the rows near the viewport (window scrolling). Turn off inside a scrolling
   * container such as a modal, where all loaded tiles are rendered instead.
   */
  isVirtualized?: boolean;
}

/**
 * Columns the browser fits in the ruler row. Measured when the grid mounts and then only when
 * the ruler (the grid's width) or its first track (the tile width a theme sets) changes size:
 * reading the tracks forces a layout, which on every render would lay the page out again each
 * time the rows are measured.
 */
function useColumns(fallback: number) {
  const ruler = useRef<HTMLDivElement>(null);
  // null until the first measurement, which runs before the browser paints.
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ruler.current;
    if (!element) return;
    const measure = () => {
      const tracks = getComputedStyle(element).gridTemplateColumns.split(' ').filter(Boolean).length;
      setMeasured(tracks > 0 ? tracks : fallback);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [fallback]);
  return { ruler, columns: measured ?? fallback, isMeasured: measured !== null };
}

/** Calls `fn` at most once per `ms`; a call inside the window runs when it ends. */
function useThrottled(fn: (() => void) | undefined, ms: number) {
  const latest = useRef(fn);
  latest.current = fn;
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useRef(() => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + ms - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      latest.current?.();
    }, wait);
  }).current;
}

interface TileActions {
  play: (game: GameGridItem) => void;
  freeTrial: (game: GameGridItem) => void;
  favourite: (game: GameGridItem, favourite: boolean) => void;
}

interface GridTileProps {
  game: GameGridItem;
  isPriority: boolean;
  /** Stable for the grid's life: they call the grid's latest callbacks. */
  actions: TileActions;
  canPlay: boolean;
  canFreeTrial: boolean;
  canFavourite: boolean;
  labels?: Partial<GameTileLabels>;
}

/** The same fields with the same values, one level deep (tile items and labels are flat). */
function sameFields<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return (Object.keys({ ...a, ...b }) as (keyof T)[]).every((key) => a[key] === b[key]);
}

/**
 * One tile, re-rendered only when what it shows changes: the grid itself renders again on each
 * row measurement and scroll, and callers pass fresh tile objects and callbacks every time.
 */
const GridTile = memo(
  function GridTile({
    game,
    isPriority,
    actions,
    canPlay,
    canFreeTrial,
    canFavourite,
    labels,
  }: GridTileProps) {
    return (
      <GameTile
        {...game}
        isPriority={isPriority}
        onPlay={canPlay ? () => actions.play(game) : undefined}
        onFreeTrial={canFreeTrial ? () => actions.freeTrial(game) : undefined}
        onFavouriteChange={canFavourite ? (favourite) => actions.favourite(game, favourite) : undefined}
        labels={labels}
      />
    );
  },
  (a, b) =>
    sameFields(a.game, b.game) &&
    a.isPriority === b.isPriority &&
    a.canPlay === b.canPlay &&
    a.canFreeTrial === b.canFreeTrial &&
    a.canFavourite === b.canFavourite &&
    sameFields(a.labels, b.labels),
);

/** Tile actions that stay the same object while always calling the latest callbacks. */
function useTileActions(callbacks: Pick<GameGridProps, 'onPlay' | 'onFreeTrial' | 'onFavouriteChange'>) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  return useRef<TileActions>({
    play: (game) => latest.current.onPlay?.(game),
    freeTrial: (game) => latest.current.onFreeTrial?.(game),
    favourite: (game, favourite) => latest.current.onFavouriteChange?.(game, favourite),
  }).current;
}

function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className={styles.skeletonTile} aria-hidden="true" data-skeleton="">
      <span className={styles.skeletonImage}>
        <Skeleton shape="rect" height="100%" />
      </span>
      <Skeleton lines={2} />
    </div>
  ));
}

/**
 * A lobby grid of game tiles that stays smooth with thousands of games: only the rows near the
 * viewport are in the page (window scrolling, rows measured as they render). Skeleton tiles
 * while loading; the next games load when the end scrolls into view or with the button.
 */
export function GameGrid({
  label,
  games,
  total,
  isLoading = false,
  skeletonCount = 6,
  hasMore = false,
  onLoadMore,
  loadMoreThrottleMs = 200,
  onPlay,
  onFreeTrial,
  onFavouriteChange,
  fallbackColumns = 4,
  labels,
  tileLabels,
  empty,
  isVirtualized = true,
}: GameGridProps) {
  const text = { ...defaultGameGridLabels, ...labels };
  const { ruler, columns, isMeasured } = useColumns(fallbackColumns);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // No virtual rows until the columns are measured (before the first paint): rows laid out for
  // the fallback columns would build every tile once for nothing, and look like the list's end
  // is on screen, loading the next games before anyone scrolled.
  const rowCount = isMeasured ? Math.ceil(games.length / columns) : 0;

  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  });

  const virtualizer = useWindowVirtualizer({
    count: isVirtualized ? rowCount : 0,
    estimateSize: () => (listRef.current?.clientWidth ?? 800) / columns + 80,
    overscan: 3,
    scrollMargin,
    // Rows to render before the first measurement (jsdom and the first paint have no layout yet).
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  const loadMore = useThrottled(onLoadMore, loadMoreThrottleMs);
  useEffect(() => {
    if (isVirtualized && hasMore && !isLoading && rowCount > 0 && lastRendered >= rowCount - 2) loadMore();
  }, [isVirtualized, hasMore, isLoading, rowCount, lastRendered, loadMore]);

  const setSize = total ?? games.length;
  const actions = useTileActions({ onPlay, onFreeTrial, onFavouriteChange });
  // Tiles on the page's first screen load their images at once and first, without waiting for
  // the lazy-loading check after layout: the lobby's largest paint is one of them.
  const firstScreenBottom = typeof window === 'undefined' ? 0 : window.innerHeight;
  const renderTile = (game: GameGridItem, isPriority: boolean) => (
    <GridTile
      game={game}
      isPriority={isPriority}
      actions={actions}
      canPlay={onPlay !== undefined}
      canFreeTrial={onFreeTrial !== undefined}
      canFavourite={onFavouriteChange !== undefined}
      labels={tileLabels}
    />
  );
  const busy = isLoading && games.length === 0;
  const showEmpty = !isLoading && games.length === 0 && empty !== undefined;

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <div ref={ruler} className={styles.ruler} aria-hidden="true">
        <div />
      </div>
      {showEmpty ? empty : null}
      {busy || showEmpty ? null : !isVirtualized ? (
        <ul aria-label={label} className={styles.staticRows}>
          {games.map((game, index) => (
            <li key={game.id} aria-setsize={setSize} aria-posinset={index + 1}>
              {renderTile(game, index < columns)}
            </li>
          ))}
        </ul>
      ) : (
        // Virtual rows need wrapper elements between the list and its items, which ul/li cannot nest.
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div
          ref={listRef}
          role="list"
          aria-label={label}
          className={styles.list}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => (
            <div
              key={row.key}
              role="presentation"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => (
                // biome-ignore lint/a11y/useSemanticElements: an item of the virtual rows above
                <div
                  key={game.id}
                  role="listitem"
                  aria-setsize={setSize}
                  aria-posinset={row.index * columns + column + 1}
                >
                  {renderTile(game, row.start < firstScreenBottom)}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
      {isLoading ? (
        <div className={styles.staticRows} role="status">
          <span className={visuallyHidden}>{text.loading}</span>
          <SkeletonTiles count={skeletonCount} />
        </div>
      ) : null}
      {hasMore && !isLoading && onLoadMore ? (
        <div className={styles.footer}>
          <Button variant="outline" onPress={onLoadMore}>
            {text.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
