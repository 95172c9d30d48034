import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { brands } from '../../theme';
import { storyGames } from '../GameTile/GameTile.fixtures';
import { GameGrid, type GameGridItem } from '.';

const games = (count: number): GameGridItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    name: `Game ${i}`,
    vendor: 'Vendor',
    imageSrc: storyGames[i % storyGames.length]?.imageSrc ?? '',
    imageWidth: 200,
    imageHeight: 200,
  }));

beforeAll(() => {
  document.body.classList.add(brands.casinoGold.className);
});

describe('GameGrid in a browser', () => {
  it('keeps thousands of games to the rows near the viewport and grows as the page scrolls', async () => {
    const screen = await render(<GameGrid label="Slots" games={games(5000)} />);
    const list = screen.getByRole('list', { name: 'Slots' });
    await expect.element(list).toBeVisible();
    const rendered = () => list.element().querySelectorAll('[role="listitem"]').length;
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThan(300);
    expect(list.element().querySelector('[role="listitem"]')?.getAttribute('aria-setsize')).toBe('5000');
    window.scrollTo(0, 20_000);
    await vi.waitFor(() => {
      const positions = [...list.element().querySelectorAll('[role="listitem"]')].map((el) =>
        Number(el.getAttribute('aria-posinset')),
      );
      expect(Math.min(...positions)).toBeGreaterThan(50);
    });
    expect(rendered()).toBeLessThan(300);
    window.scrollTo(0, 0);
  });

  it('asks for more when the end is in view, throttled', async () => {
    const onLoadMore = vi.fn();
    await render(
      <GameGrid label="Slots" games={games(6)} hasMore onLoadMore={onLoadMore} loadMoreThrottleMs={200} />,
    );
    await vi.waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });
});
