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

export const Small: Story = { args: { size: 'sm', hot: true } };

export const StateMatrix: Story = {
  render: (args) => (
    <ul
      aria-label="Game tile states"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        alignItems: 'start',
        gap: vars.space[4],
        listStyle: 'none',
        margin: vars.space[0],
        padding: vars.space[0],
      }}
    >
      {storyGames.slice(0, 4).map((game, index) => (
        <li key={game.id}>
          <GameTile
            {...args}
            name={game.name}
            vendor={game.vendor}
            imageSrc={game.imageSrc}
            hot={index % 2 === 0}
            hasFreeTrial={index < 2}
            favourite={index === 1}
            onFavouriteChange={fn()}
            size={index === 3 ? 'sm' : 'md'}
          />
        </li>
      ))}
    </ul>
  ),
};
