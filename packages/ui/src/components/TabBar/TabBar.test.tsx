import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeIcon, MenuIcon, PromotionsIcon } from '../../icons';
import { NavigationProvider } from '../../navigation';
import { TabBar } from '.';

describe('TabBar', () => {
  const onMenu = vi.fn();
  const navigate = vi.fn();
  const renderBar = () =>
    render(
      <NavigationProvider navigate={navigate}>
        <TabBar
          label="Main"
          currentId="home"
          items={[
            { id: 'home', label: 'Home', icon: HomeIcon, href: '/index' },
            {
              id: 'promotions',
              label: 'Promotions',
              icon: PromotionsIcon,
              href: '/promotions',
              badge: 2,
              badgeLabel: '{count} to claim',
            },
            { id: 'menu', label: 'Menu', icon: MenuIcon, onPress: onMenu },
          ]}
        />
      </NavigationProvider>,
    );

  it('is a named navigation whose current page is marked', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Promotions/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('2 to claim', { exact: false })).toBeInTheDocument();
  });

  it('hands links to the router and presses to their action', () => {
    renderBar();
    fireEvent.click(screen.getByRole('link', { name: /Promotions/ }));
    expect(navigate).toHaveBeenCalledWith('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onMenu).toHaveBeenCalledOnce();
  });
});
