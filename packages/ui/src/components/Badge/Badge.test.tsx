import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeText, badgeTones } from '.';

describe('badgeText', () => {
  it.each([
    [0, 99, '0'],
    [7, 99, '7'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [12, 9, '9+'],
  ])('%i with max %i reads %s', (count, max, text) => {
    expect(badgeText(count, max)).toBe(text);
  });
});

describe('Badge', () => {
  it('shows the count, capped at 99+', () => {
    const { container } = render(<Badge count={150} />);
    expect(container).toHaveTextContent('99+');
  });

  it('shows nothing for zero unless asked', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(container).toHaveTextContent('0');
  });

  it('gives screen readers the label instead of the bare number', () => {
    render(
      <Badge count={3} label="3 unread messages">
        <button type="button">Inbox</button>
      </Badge>,
    );
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('draws a dot with no number', () => {
    const { container } = render(<Badge dot label="New promotions" />);
    expect(container.querySelector('[data-badge="dot"]')).toBeEmptyDOMElement();
    expect(screen.getByText('New promotions')).toBeInTheDocument();
  });

  it.each(badgeTones)('has a distinct style for tone %s', (tone) => {
    const { container } = render(<Badge count={1} tone={tone} />);
    const others = badgeTones
      .filter((t) => t !== tone)
      .map((t) => render(<Badge count={1} tone={t} />).container);
    const own = container.querySelector('[data-badge]')?.className;
    for (const other of others) expect(other.querySelector('[data-badge]')?.className).not.toBe(own);
  });
});
