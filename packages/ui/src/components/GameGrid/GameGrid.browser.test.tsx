import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { brandNames, brands, defaultBrand } from '../../theme/brands';

/** A brand of another density: its tiles take a different number of tracks. */
const otherBrand = brandNames.find((name) => name !== defaultBrand)!;

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
  document.body.classList.add(brands[defaultBrand]!.className);
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

  // The lobby's largest paint is a tile on the first screen: none of them may wait for the
  // lazy-loading check, and nothing below it may compete with them.
  it('loads the images of the tiles on the first screen at once and first, the rest lazily', async () => {
    const screen = await render(<GameGrid label="Slots" games={games(200)} />);
    const list = screen.getByRole('list', { name: 'Slots' });
    await expect.element(list).toBeVisible();
    const images = [...list.element().querySelectorAll('img')];
    const onFirstScreen = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight;
    const first = images.filter(onFirstScreen);
    const below = images.filter((image) => !onFirstScreen(image));
    expect(first.length).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(0);
    for (const image of first) {
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.getAttribute('fetchpriority')).toBe('high');
    }
    for (const image of below) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('fits its rows to its width and to the tile size of the theme', async () => {
    const host = document.createElement('div');
    host.style.width = '1000px';
    document.body.append(host);
    const screen = await render(<GameGrid label="Slots" games={games(60)} />, { container: host });
    const list = screen.getByRole('list', { name: 'Slots' });
    await expect.element(list).toBeVisible();
    const firstRow = () => list.element().querySelector('[role="presentation"]')?.children.length;
    const tracks = () =>
      getComputedStyle(host.querySelector('[aria-hidden="true"]') as Element).gridTemplateColumns.split(' ')
        .length;
    await vi.waitFor(() => expect(firstRow()).toBe(tracks()));
    const wide = tracks();

    host.style.width = '420px';
    await vi.waitFor(() => expect(firstRow()).toBe(tracks()));
    expect(tracks()).toBeLessThan(wide);

    // A roomier theme makes tiles wider at the same width: fewer of them fit a row.
    host.style.width = '1000px';
    await vi.waitFor(() => expect(firstRow()).toBe(wide));
    document.body.classList.replace(brands[defaultBrand]!.className, brands[otherBrand]!.className);
    await vi.waitFor(() => expect(firstRow()).toBe(tracks()));
    expect(tracks()).toBeLessThan(wide);
    document.body.classList.replace(brands[otherBrand]!.className, brands[defaultBrand]!.className);
    host.remove();
  });

  it('makes tiles of one size and keeps the hot badge off the artwork’s top (its vendor mark)', async () => {
    const host = document.createElement('div');
    host.style.width = '900px';
    document.body.append(host);
    const mixed: GameGridItem[] = games(8).map((game, i) => ({
      ...game,
      name:
        i === 1 ? 'A very long game name that would take three or four lines in a narrow tile' : game.name,
      hasFreeTrial: i % 3 === 0,
      isUnderMaintenance: i % 3 === 1,
      hot: true,
    }));
    const screen = await render(<GameGrid label="Slots" games={mixed} isVirtualized={false} />, {
      container: host,
    });
    await expect.element(screen.getByRole('list', { name: 'Slots' })).toBeVisible();
    const tiles = [...host.querySelectorAll('article')];
    await vi.waitFor(() => expect(tiles[0]?.getBoundingClientRect().height).toBeGreaterThan(100));
    const top = tiles[0]?.getBoundingClientRect().top;
    const firstRow = tiles.filter((tile) => tile.getBoundingClientRect().top === top);
    expect(firstRow.length).toBeGreaterThan(2);
    const heights = new Set(firstRow.map((tile) => Math.round(tile.getBoundingClientRect().height)));
    expect(heights.size).toBe(1);
    for (const tile of tiles) {
      const image = tile.querySelector('img')!.getBoundingClientRect();
      const badge = [...tile.querySelectorAll('span')].find((span) => span.textContent === 'Hot')!;
      const box = badge.getBoundingClientRect();
      // In the lower half of the artwork, inside it.
      expect(box.top).toBeGreaterThan(image.top + image.height / 2);
      expect(box.bottom).toBeLessThanOrEqual(image.bottom + 0.5);
    }
    host.remove();
  });

  it('asks for more when the end is in view, throttled', async () => {
    const onLoadMore = vi.fn();
    await render(
      <GameGrid label="Slots" games={games(6)} hasMore onLoadMore={onLoadMore} loadMoreThrottleMs={200} />,
    );
    await vi.waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('asks for nothing more on mount while the end is rows below the viewport', async () => {
    // Narrow: fewer columns than the fallback's 4, so 21 games are many more rows than 4 columns make.
    const host = document.createElement('div');
    host.style.width = '320px';
    document.body.append(host);
    const onLoadMore = vi.fn();
    const screen = await render(
      <GameGrid label="Slots" games={games(21)} hasMore onLoadMore={onLoadMore} loadMoreThrottleMs={0} />,
      { container: host },
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    await expect.element(list).toBeVisible();
    const rendered = list.element().querySelectorAll('[role="listitem"]').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rendered).toBeLessThan(21);
    expect(onLoadMore).not.toHaveBeenCalled();
    host.remove();
  });
});
