import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Balance } from '.';

describe('Balance', () => {
  it('shows the amount with the default symbol, two decimals and separators', () => {
    render(<Balance amount={123456789} />);
    expect(screen.getByRole('status')).toHaveTextContent('P 1,234,567.89');
    expect(screen.getByText('Balance')).toBeInTheDocument();
  });

  it('uses the currency symbol and locale given', () => {
    render(<Balance amount={250000} currencySymbol="₫" locale="vi-VN" />);
    expect(screen.getByRole('status')).toHaveTextContent('₫ 2.500,00');
  });

  it('hides and shows the amount with the toggle', async () => {
    const onHiddenChange = vi.fn();
    render(<Balance amount={5000} onHiddenChange={onHiddenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByRole('status')).toHaveTextContent('***');
    expect(screen.getByRole('status')).not.toHaveTextContent('50.00');
    expect(onHiddenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByRole('status')).toHaveTextContent('P 50.00');
  });

  it('follows a controlled hidden state', () => {
    render(<Balance amount={5000} isHidden onHiddenChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('***');
  });

  it('is pending while a refresh runs and calls refresh once per press', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Balance amount={5000} onRefresh={onRefresh} />);
    const refresh = screen.getByRole('button', { name: /Refresh balance/ });
    await userEvent.click(refresh);
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-disabled'));
  });

  it('has no refresh button without onRefresh', () => {
    render(<Balance amount={0} />);
    expect(screen.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
  });
});
