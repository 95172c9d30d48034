import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyGames, storyVendors } from '../GameTile/GameTile.fixtures';
import { VendorDropdown } from '.';

const meta = {
  title: 'Components/VendorDropdown',
  component: VendorDropdown,
  args: {
    label: 'Slots',
    vendors: storyVendors.RNG,
    games: storyGames,
    onPlayGame: fn(),
    onFreeTrial: fn(),
  },
} satisfies Meta<typeof VendorDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play Ocean King' }));
    await expect(args.onPlayGame).toHaveBeenCalledWith(expect.objectContaining({ id: 'ocean-king' }));
  },
};

export const CurrentVendor: Story = { args: { currentVendor: 'JADE' } };

export const VendorsOnly: Story = { args: { games: [] } };

export const GamesOnly: Story = { args: { vendors: [] } };
