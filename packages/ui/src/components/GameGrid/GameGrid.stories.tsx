import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { storyGames } from '../GameTile/GameTile.fixtures';
import { GameGrid, type GameGridItem } from '.';

/** Story games: the fixture artwork repeated with numbered names. */
const games = (count: number): GameGridItem[] =>
  Array.from({ length: count }, (_, i) => {
    const base = storyGames[i % storyGames.length];
    if (!base) throw new Error('story fixtures are empty');
    return {
      ...base,
      id: `${base.id}-${i}`,
      name: `${base.name} ${i + 1}`,
      imageWidth: 200,
      imageHeight: 200,
    };
  });

const meta = {
  title: 'Components/GameGrid',
  component: GameGrid,
  args: {
    label: 'Slots',
    games: games(12),
    onPlay: fn(),
    onFreeTrial: fn(),
  },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = { args: { games: [], isLoading: true, skeletonCount: 8 } };

/** More games arriving: loaded tiles, then skeletons. */
export const LoadingMore: Story = { args: { games: games(8), isLoading: true, skeletonCount: 4 } };

export const Favourites: Story = {
  args: {
    games: games(4).map((game, i) => ({ ...game, favourite: i % 2 === 0 })),
    onFavouriteChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: `Favourite ${storyGames[1]?.name} 2` });
    await userEvent.click(toggle);
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: `${storyGames[1]?.name} 2` }),
      true,
    );
  },
};

export const Empty: Story = {
  args: {
    games: [],
    empty: (
      <EmptyState
        title="No games found"
        text="Nothing matches “dragon”. Check the spelling, or clear the search and filters."
        action={<Button variant="outline">Clear search and filters</Button>}
      />
    ),
  },
};

/** The button under the grid loads the next games (scrolling to the end does too). */
export const LoadMore: Story = {
  render: (args) => {
    const [count, setCount] = useState(6);
    return (
      <GameGrid
        {...args}
        games={games(count)}
        hasMore={count < 12}
        onLoadMore={() => setCount(12)}
        isVirtualized={false}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more games' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
  },
};
