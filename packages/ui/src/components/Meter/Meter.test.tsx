import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from '.';

describe('Meter', () => {
  it('is a meter named by its label that speaks its value text', () => {
    render(
      <Meter label="Valid bets toward Gold" value={700} maxValue={1000} valueLabel="P 700.00 / P 1,000.00" />,
    );
    const meter = screen.getByRole('meter', { name: 'Valid bets toward Gold' });
    expect(meter).toHaveAttribute('aria-valuenow', '700');
    expect(meter).toHaveAttribute('aria-valuetext', 'P 700.00 / P 1,000.00');
    expect(meter).toHaveTextContent('P 700.00 / P 1,000.00');
  });

  it('stays full beyond the goal and empty below zero', () => {
    const { rerender } = render(<Meter label="Turnover" value={1500} maxValue={1000} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '1000');
    expect(screen.getByRole('meter')).toHaveTextContent('100%');
    rerender(<Meter label="Turnover" value={-5} maxValue={1000} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('Meter with its label hidden', () => {
  it('shows only the bar and still speaks its name and figures', () => {
    render(
      <Meter label="Progress of Daily deposit" value={1} maxValue={2} valueLabel="1 / 2" isLabelHidden />,
    );
    const meter = screen.getByRole('meter', { name: 'Progress of Daily deposit' });
    expect(meter).toHaveAttribute('aria-valuetext', '1 / 2');
    expect(meter).toHaveTextContent('');
  });
});
