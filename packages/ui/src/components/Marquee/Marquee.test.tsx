import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Marquee } from '.';

const items = [
  { id: '1', text: 'New slots every week' },
  { id: '2', text: 'Deposit bonus 100%' },
];

describe('Marquee', () => {
  it('exposes each announcement once to assistive technology', () => {
    render(<Marquee items={items} />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New slots every week', 'Deposit bonus 100%']);
  });

  it('opens an announcement on press', async () => {
    const onItemPress = vi.fn();
    render(<Marquee items={items} onItemPress={onItemPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit bonus 100%' }));
    expect(onItemPress).toHaveBeenCalledWith(items[1]);
  });

  it('can be paused with its toggle', async () => {
    render(<Marquee items={items} />);
    const pause = screen.getByRole('button', { name: 'Pause announcements' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveAttribute('data-paused', 'true');
  });

  it('renders nothing without announcements', () => {
    const { container } = render(<Marquee items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
