import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomNav } from '.';
import { storyCategories } from './BottomNav.fixtures';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  args: { categories: storyCategories, onPlayGame: fn(), onFreeTrial: fn(), onRewards: fn() },
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { rewardsCount: 3, vipRank: 'Gold', currentHref: '/index' } };

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /VIP/ })).toHaveTextContent('- -');
  },
};

export const RewardsBadge: Story = { args: { rewardsCount: 12, vipRank: 'Diamond' } };

export const CurrentPage: Story = { args: { currentHref: '/rng' } };

/** Keyboard: tabbing onto a category opens its drop-down; Escape closes it. */
/** Focus alone opens nothing (Tab moves on through the categories); the arrow button opens a menu. */
export const VendorDropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Esports' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveFocus();
    const toggle = canvas.getByRole('button', { name: 'Slots vendors' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(await canvas.findByRole('link', { name: 'Nova Slots' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const VendorDropdownOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Live Casino' }));
    await expect(await canvas.findByRole('link', { name: 'Royal Live' })).toBeVisible();
  },
};
