import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sanitizeHtml } from '../../html';
import { type Notice, NoticeList } from '.';

const notices: Notice[] = Array.from({ length: 23 }, (_, i) => ({
  id: String(i + 1),
  title: i === 0 ? 'Scheduled maintenance on Tuesday' : `Promotion update #${i + 1}`,
  html: sanitizeHtml(
    i === 0
      ? '<p>The lottery draw service will be unavailable from <strong>02:00 to 03:00 UTC</strong>.</p><ul><li>Deposits are not affected.</li><li>Open bets settle after the window.</li></ul>'
      : `<p>Details of promotion update ${i + 1}. <a href="/promotions">See promotions</a>.</p>`,
  ),
  date: `2023-05-${String((i % 28) + 1).padStart(2, '0')}`,
}));

const meta = {
  title: 'Components/NoticeList',
  component: NoticeList,
  args: { notices, onPageChange: fn() },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('02:00 to 03:00 UTC')).toBeVisible();
  },
};

export const SecondPage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SinglePage: Story = { args: { notices: notices.slice(0, 4) } };

export const Empty: Story = { args: { notices: [] } };
