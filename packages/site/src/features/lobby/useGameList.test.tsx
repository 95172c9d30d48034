import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameFilter } from './catalogue.ts';

const pageSize = 24;
const calls: { name: string | undefined; pageNo: number }[] = [];
let held: (() => void) | undefined;

/** A catalogue of 60 games named "Game n" (3 pages); a search by name can be held back. */
vi.mock('./catalogue.ts', async (actual) => {
  const real = await actual<typeof import('./catalogue.ts')>();
  const all = Array.from({ length: 60 }, (_, i) => ({
    nodeId: i,
    vendor: 'V',
    gameType: 'RNG',
    gameName: `Game ${i}`,
    displayName: `Game ${i}`,
  }));
  return {
    ...real,
    gamePage: async (filter: GameFilter, pageNo: number) => {
      calls.push({ name: filter.name || undefined, pageNo });
      if (filter.name) await new Promise<void>((resolve) => (held = resolve));
      const games = all.filter((g) => !filter.name || g.gameName.includes(filter.name));
      return {
        games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        totalPages: Math.max(1, Math.ceil(games.length / pageSize)),
        totalCount: games.length,
      };
    },
  };
});

const { useGameList } = await import('./useGameList.ts');

describe('useGameList', () => {
  beforeEach(() => {
    calls.length = 0;
    held = undefined;
  });

  it('shows 21 tiles first, then 18 more per load, asking for pages only as needed', async () => {
    const { result } = renderHook(() => useGameList({ gameType: 'RNG', vendor: 'A' }));
    await waitFor(() => expect(result.current.games).toHaveLength(21));
    expect(result.current.total).toBe(60);
    expect(calls).toEqual([{ name: undefined, pageNo: 1 }]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(39));
    expect(calls.map((c) => c.pageNo)).toEqual([1, 2]);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(57));
    expect(result.current.hasMore).toBe(true);
  });

  it('keeps the loaded tiles, filtered on screen, while a name search is in flight', async () => {
    const { result, rerender } = renderHook((filter: GameFilter) => useGameList(filter), {
      initialProps: { gameType: 'RNG', vendor: 'B' } as GameFilter,
    });
    await waitFor(() => expect(result.current.games).toHaveLength(21));
    rerender({ gameType: 'RNG', vendor: 'B', name: 'Game 1' });
    // At once, before the debounced server search: the loaded tiles whose name matches.
    expect(result.current.games.map((g) => g.gameName)).toEqual([
      'Game 1',
      ...Array.from({ length: 10 }, (_, i) => `Game 1${i}`),
    ]);
    await waitFor(() => expect(calls.at(-1)).toEqual({ name: 'Game 1', pageNo: 1 }));
    expect(result.current.games).toHaveLength(11);
    act(() => held?.());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.total).toBe(11);
  });
});
