import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoggedInBar, type LoggedInBarProps } from '.';

function setup(overrides: Partial<LoggedInBarProps> = {}) {
  const props: LoggedInBarProps = {
    accountName: 'player01',
    balance: 123456789,
    currencySymbol: 'P',
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onPersonalCentre: vi.fn(),
    onBetRecords: vi.fn(),
    onRewards: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  };
  render(<LoggedInBar {...props} />);
  return props;
}

describe('LoggedInBar', () => {
  it('shows the account name and the balance with 2 decimals and separators', () => {
    setup();
    const bar = screen.getByRole('region', { name: 'My account' });
    expect(bar).toHaveTextContent('player01');
    expect(bar).toHaveTextContent('1,234,567.89');
  });

  it('calls the handler of each action', async () => {
    const props = setup({ onCashback: vi.fn(), onPersonalProfit: vi.fn(), onPlayerRank: vi.fn() });
    const actions: [string, keyof LoggedInBarProps][] = [
      ['Deposit', 'onDeposit'],
      ['Withdraw', 'onWithdraw'],
      ['Personal centre', 'onPersonalCentre'],
      ['Profit and loss', 'onPersonalProfit'],
      ['Bet records', 'onBetRecords'],
      ['Cashback', 'onCashback'],
      ['Rewards', 'onRewards'],
      ['VIP rank', 'onPlayerRank'],
      ['Log out', 'onLogout'],
    ];
    for (const [name, handler] of actions) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(props[handler]).toHaveBeenCalledTimes(1);
    }
  }, 20_000);

  it('shows cashback, profit and loss and VIP rank only when the site passes their handlers', () => {
    setup();
    for (const name of ['Cashback', 'Profit and loss', 'VIP rank'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('hides the balance on request', () => {
    setup({ isBalanceHidden: true, onBalanceHiddenChange: vi.fn() });
    const bar = screen.getByRole('region', { name: 'My account' });
    expect(within(bar).queryByText(/1,234,567\.89/)).toBeNull();
    expect(bar).toHaveTextContent('***');
  });
});
