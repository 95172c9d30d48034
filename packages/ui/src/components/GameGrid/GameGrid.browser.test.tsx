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

  it('asks for more when the end is in view, throttled', async () => {
    const onLoadMore = vi.fn();
    await render(
      <GameGrid label="Slots" games={games(6)} hasMore onLoadMore={onLoadMore} loadMoreThrottleMs={200} />,
    );
    await vi.waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });
});
