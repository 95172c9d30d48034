import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BottomNav, type NavCategory } from '.';

const categories: NavCategory[] = [
  {
    code: 'LIVE',
    label: 'Live Casino',
    href: '/live',
    vendors: [{ code: 'EVO', name: 'Evolution', href: '/live?page=EVO' }],
  },
  { code: 'RNG', label: 'Slots', href: '/rng' },
];

describe('BottomNav', () => {
  it('has home, one entry per category, promotions, rewards and VIP in order', () => {
    render(<BottomNav categories={categories} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Live Casino', 'Slots', 'Promotions', 'VIP- -']);
    // Rewards has no address here: it only opens the rewards centre, so it is a button.
    expect(within(nav).getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
  });

  it("shows the member's VIP rank, or '- -' when logged out", () => {
    const { rerender } = render(<BottomNav categories={[]} />);
    expect(screen.getByRole('link', { name: /VIP/ })).toHaveTextContent('- -');
    rerender(<BottomNav categories={[]} vipRank="Gold" />);
    expect(screen.getByRole('link', { name: /VIP/ })).toHaveTextContent('Gold');
  });

  it('shows the rewards count in a badge only when above 0', () => {
    const { rerender } = render(<BottomNav categories={[]} rewardsCount={0} />);
    expect(screen.getByRole('button', { name: 'Rewards' })).toBeInTheDocument();
    rerender(<BottomNav categories={[]} rewardsCount={3} />);
    const rewards = screen.getByRole('button', { name: /Rewards/ });
    expect(rewards).toHaveTextContent('3');
  });

  it('marks the current page', () => {
    render(<BottomNav categories={categories} currentHref="/live" />);
    expect(screen.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens nothing on focus: Tab goes on to the next category; the toggle opens it and Escape closes it', async () => {
    render(<BottomNav categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Live Casino vendors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Live Casino' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.tab();
    // Past the closed drop-down: its vendors and games are not in the Tab order.
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The drop-down's code loads on its own (the first import is slow under the test transform).
    expect(
      await screen.findByRole('region', { name: 'Live Casino' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Evolution' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Evolution' })).toBeNull();
  }, 20_000);

  it('toggles the drop-down with its button and closes when focus leaves', async () => {
    render(<BottomNav categories={categories} />);
    const toggle = screen.getByRole('button', { name: 'Live Casino vendors' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Evolution' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/live?page=EVO',
    );
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(screen.queryByRole('link', { name: 'Evolution' })).toBeNull();
  }, 20_000);

  it('gives categories without vendors no drop-down', () => {
    render(<BottomNav categories={categories} />);
    expect(screen.getByRole('link', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slots vendors' })).toBeNull();
  });
});
