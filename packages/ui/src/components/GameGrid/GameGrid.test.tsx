import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameGrid, type GameGridItem } from '.';

const games = (count: number): GameGridItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    name: `Game ${i}`,
    vendor: 'Vendor',
    imageSrc: `/art/${i}.svg`,
    imageWidth: 200,
    imageHeight: 200,
    hasFreeTrial: i % 2 === 0,
  }));

describe('GameGrid', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('gives tiles sized images (the first row at once, later rows lazily) and plays or offers a free trial', async () => {
    const onPlay = vi.fn();
    const onFreeTrial = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <GameGrid
        label="Slots"
        games={games(6)}
        fallbackColumns={4}
        isVirtualized={false}
        onPlay={onPlay}
        onFreeTrial={onFreeTrial}
      />,
    );
    const images = [...screen.getByRole('list', { name: 'Slots' }).querySelectorAll('img')];
    expect(images[0]).toHaveAttribute('width', '200');
    expect(images[0]).toHaveAttribute('height', '200');
    // jsdom has no layout, so the grid counts the fallback 4 columns as the first row.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(2).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await user.click(screen.getByRole('button', { name: 'Play Game 1' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
    // hasFreeTrial (even games) offer the free trial, odd ones do not.
    expect(screen.getAllByRole('button', { name: 'Free trial' })).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Free trial' })[0] as HTMLElement);
    expect(onFreeTrial).toHaveBeenCalledWith(expect.objectContaining({ id: 'g0' }));
  });

  it('keeps tiles current when it renders again with fresh objects and callbacks', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = vi.fn();
    const latest = vi.fn();
    const grid = (onPlay: () => void, list: GameGridItem[], play: string) => (
      <GameGrid
        label="Slots"
        games={list}
        fallbackColumns={4}
        isVirtualized={false}
        onPlay={onPlay}
        tileLabels={{ play }}
      />
    );
    const { rerender } = render(grid(first, games(2), 'Play {name}'));
    // Equal tiles, a new callback: the tile is not drawn again, yet it calls the new callback.
    rerender(grid(latest, games(2), 'Play {name}'));
    await user.click(screen.getByRole('button', { name: 'Play Game 0' }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ id: 'g0' }));
    // New texts and a changed tile are drawn.
    const renamed = games(2).map((game) => (game.id === 'g1' ? { ...game, name: 'Lucky Koi' } : game));
    rerender(grid(latest, renamed, 'Spin {name}'));
    expect(screen.getByRole('button', { name: 'Spin Game 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin Lucky Koi' })).toBeInTheDocument();
  });

  it('shows skeleton tiles and a status while loading', () => {
    render(
      <GameGrid label="Slots" games={[]} isLoading skeletonCount={5} labels={{ loading: 'Loading games' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty state when there is nothing and nothing loads', () => {
    render(<GameGrid label="Slots" games={[]} empty={<p>No games found</p>} />);
    expect(screen.getByText('No games found')).toBeInTheDocument();
  });

  it('loads more with its button', async () => {
    const onLoadMore = vi.fn();
    render(<GameGrid label="Slots" games={games(8)} hasMore onLoadMore={onLoadMore} isVirtualized={false} />);
    const button = screen.getByRole('button', { name: 'Show more games' });
    await act(async () => button.click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
