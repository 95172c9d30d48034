import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { GameTile, gameTileSizes } from '.';
import { storyGames } from './GameTile.fixtures';

const [dragon] = storyGames;
if (!dragon) throw new Error('story fixtures are empty');

const meta = {
  title: 'Components/GameTile',
  component: GameTile,
  args: {
    name: dragon.name,
    vendor: dragon.vendor,
    imageSrc: dragon.imageSrc,
    onPlay: fn(),
    onFreeTrial: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: gameTileSizes } },
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hot: true, hasFreeTrial: true, favourite: false, onFavouriteChange: fn() },
};

export const Hot: Story = { args: { hot: true } };

export const FreeTrial: Story = {
  args: { hasFreeTrial: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Free trial' }));
    await expect(args.onFreeTrial).toHaveBeenCalled();
  },
};

export const Favourite: Story = {
  args: { favourite: true, onFavouriteChange: fn() },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favourite Lucky Dragon' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(false);
  },
};

/**
 * A game that cannot be launched now says so on the tile, before a tap: its artwork greys out, the
 * status takes the free trial's place, and its play button (still focusable) is described by it.
 * Do: pass `isUnderMaintenance` from the game list. Don't: let the player tap and then explain.
 */
export const UnderMaintenance: Story = {
  args: { isUnderMaintenance: true, hasFreeTrial: true, hot: true },
  play: async ({ args, canvasElement }) => {
    const play = within(canvasElement).getByRole('button', { name: 'Play Lucky Dragon' });
    await expect(play).toHaveAttribute('aria-disabled', 'true');
    await expect(play).toHaveAccessibleDescription('Under maintenance');
    await userEvent.click(play);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'sm', hot: true } };

/**
 * Tiles of one size: in a row, a long name (clamped to two lines), a short one, a free trial, a
 * maintenance status and none all line up; the hot badge sits at the artwork's foot, clear of the
 * vendor mark the artwork draws at its top.
 */
export const StateMatrix: Story = {
  render: (args) => (
    <ul
      aria-label="Game tile states"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: vars.space[4],
        listStyle: 'none',
        margin: vars.space[0],
        padding: vars.space[0],
      }}
    >
      {storyGames.slice(0, 8).map((game, index) => (
        <li key={game.id}>
          <GameTile
            {...args}
            name={index === 2 ? `${game.name} Megaways: Rise of the Jade Emperor Deluxe` : game.name}
            vendor={game.vendor}
            imageSrc={game.imageSrc}
            hot={index % 2 === 0}
            hasFreeTrial={index < 2 || index === 5}
            isUnderMaintenance={index === 4 || index === 5}
            favourite={index === 1}
            onFavouriteChange={fn()}
            size={index === 3 ? 'sm' : 'md'}
          />
        </li>
      ))}
    </ul>
  ),
};
