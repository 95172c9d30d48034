import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { Balance } from '.';

const meta = {
  title: 'Components/Balance',
  component: Balance,
  args: { amount: 123456789, onHiddenChange: fn() },
} satisfies Meta<typeof Balance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { onRefresh: fn() } };

export const CurrencySymbol: Story = { args: { amount: 2500000, currencySymbol: '₫', locale: 'vi-VN' } };

export const Hidden: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('***');
    await expect(args.onHiddenChange).toHaveBeenCalledWith(true);
  },
};

export const Refreshing: Story = {
  args: { onRefresh: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: /Refresh balance/ });
    await userEvent.click(refresh);
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="4" align="start">
      <Balance amount={0} />
      <Balance amount={5} />
      <Balance amount={123456789} onRefresh={() => {}} />
      <Balance amount={-250050} label="Owed" />
      <Balance amount={123456789} defaultHidden onRefresh={() => {}} />
      <Balance amount={123456789} isRefreshing onRefresh={() => {}} />
      <Balance amount={987654321} currencySymbol="฿" locale="th-TH" label="ยอดเงิน" />
    </Stack>
  ),
};
