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
    supportPlay: i % 2,
  }));

describe('GameGrid', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('gives tiles sized, lazy images and plays or offers a free trial', async () => {
    const onPlay = vi.fn();
    const onFreeTrial = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <GameGrid
        label="Slots"
        games={games(2)}
        isVirtualized={false}
        onPlay={onPlay}
        onFreeTrial={onFreeTrial}
      />,
    );
    const image = screen.getByRole('list', { name: 'Slots' }).querySelector('img');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('loading', 'lazy');
    await user.click(screen.getByRole('button', { name: 'Play Game 1' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'g1' }));
    // supportPlay 0 (Game 0) offers the free trial, 1 does not.
    expect(screen.getAllByRole('button', { name: 'Free trial' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(onFreeTrial).toHaveBeenCalledWith(expect.objectContaining({ id: 'g0' }));
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
