import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../Badge';
import { MenuList } from '.';

const items = [
  { id: 'account', label: 'My account' },
  { id: 'wallet', label: 'My wallet' },
  { id: 'missions', label: 'Missions', badge: <Badge count={3} label="3 unread" /> },
];

describe('MenuList', () => {
  it('is a named navigation of links with the current one marked', () => {
    render(<MenuList label="Member centre" items={items} selectedId="wallet" onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Member centre' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Missions/ })).toHaveAccessibleName('Missions 3 unread');
  });

  it('selects by click and by keyboard without following the href', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<MenuList label="Menu" items={items} selectedId="account" onSelect={onSelect} />);
    await user.click(screen.getByRole('link', { name: 'My wallet' }));
    expect(onSelect).toHaveBeenLastCalledWith('wallet');
    screen.getByRole('link', { name: /Missions/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('missions');
    expect(window.location.hash).toBe('');
  });

  it('has a toggle that names the current item and opens the list', async () => {
    const user = userEvent.setup();
    render(
      <MenuList
        label="Menu"
        items={items}
        selectedId="wallet"
        onSelect={() => {}}
        labels={{ toggle: 'Menu' }}
      />,
    );
    const toggle = screen.getByRole('button', { name: /My wallet/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveAttribute('data-open', 'true');
  });
});
