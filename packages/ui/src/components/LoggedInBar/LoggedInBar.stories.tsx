import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoggedInBar } from '.';

const meta = {
  title: 'Components/LoggedInBar',
  component: LoggedInBar,
  args: {
    accountName: 'player01',
    balance: 1234567,
    currencySymbol: 'P',
    onDeposit: fn(),
    onWithdraw: fn(),
    onPersonalCentre: fn(),
    onBetRecords: fn(),
    onRewards: fn(),
    onLogout: fn(),
    onRefreshBalance: fn(),
  },
} satisfies Meta<typeof LoggedInBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onCashback: fn() },
  render: function Render(args) {
    const [hidden, setHidden] = useState(false);
    return <LoggedInBar {...args} isBalanceHidden={hidden} onBalanceHiddenChange={setHidden} />;
  },
};

export const WithCashback: Story = {
  args: { onCashback: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cashback' }));
    await expect(args.onCashback).toHaveBeenCalled();
  },
};

/**
 * Every entry of docs/product.md § Header: profit and loss and VIP rank show when the site passes
 * their handlers.
 */
export const AllEntries: Story = {
  args: { onCashback: fn(), onPersonalProfit: fn(), onPlayerRank: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profit and loss' }));
    await expect(args.onPersonalProfit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'VIP rank' }));
    await expect(args.onPlayerRank).toHaveBeenCalled();
  },
};

export const BalanceHidden: Story = { args: { isBalanceHidden: true, onBalanceHiddenChange: fn() } };

export const Refreshing: Story = { args: { isRefreshing: true } };

export const Deposit: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalled();
  },
};

export const Translated: Story = {
  args: {
    labels: {
      account: 'บัญชีของฉัน',
      deposit: 'ฝากเงิน',
      withdraw: 'ถอนเงิน',
      personalCentre: 'ศูนย์ส่วนตัว',
      personalProfit: 'กำไรขาดทุน',
      betRecords: 'ประวัติการเดิมพัน',
      cashback: 'เงินคืน',
      rewards: 'รางวัล',
      playerRank: 'ระดับ VIP',
      logout: 'ออกจากระบบ',
    },
    onCashback: fn(),
    onPersonalProfit: fn(),
    onPlayerRank: fn(),
  },
};
