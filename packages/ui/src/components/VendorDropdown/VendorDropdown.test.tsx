import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type NavGame, VendorDropdown } from '.';

const vendors = [
  { code: 'PG', name: 'PG Soft', href: '/rng?page=PG' },
  { code: 'JILI', name: 'JILI', href: '/rng?page=JILI' },
];
const games: NavGame[] = Array.from({ length: 8 }, (_, i) => ({
  id: `g${i}`,
  name: `Game ${i + 1}`,
  imageSrc: `/games/${i}.png`,
}));

describe('VendorDropdown', () => {
  it('lists the vendors as links and marks the current one', () => {
    render(<VendorDropdown label="Slots" vendors={vendors} currentVendor="JILI" />);
    const nav = screen.getByRole('navigation', { name: 'Slots: Vendors' });
    expect(within(nav).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?page=PG');
    expect(within(nav).getByRole('link', { name: 'JILI' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows at most six games and plays the pressed one', async () => {
    const onPlayGame = vi.fn();
    render(<VendorDropdown label="Slots" vendors={vendors} games={games} onPlayGame={onPlayGame} />);
    const grid = screen.getByRole('region', { name: 'Slots: Popular games' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Play Game 2' }));
    expect(onPlayGame).toHaveBeenCalledWith(games[1]);
  });
});
