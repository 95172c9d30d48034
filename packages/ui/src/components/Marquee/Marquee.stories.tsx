import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Marquee } from '.';

const items = [
  { id: '1', text: 'Welcome to PlaySite: new members get a 100% first deposit bonus.' },
  { id: '2', text: 'Scheduled maintenance of the lottery draw service on Tuesday 02:00–03:00 UTC.' },
  { id: '3', text: 'Weekly cashback is paid every Monday.' },
];

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  args: { items },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { onItemPress: fn() } };

export const Clickable: Story = {
  args: { onItemPress: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Weekly cashback/ }));
    await expect(args.onItemPress).toHaveBeenCalledWith(items[2]);
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const pause = within(canvasElement).getByRole('button', { name: 'Pause announcements' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SingleItem: Story = { args: { items: items.slice(0, 1) } };
