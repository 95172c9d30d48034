import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { brands, defaultBrand } from '../../theme/brands';
import { BottomNav, type NavCategory } from '.';

const categories: NavCategory[] = [
  {
    code: 'RNG',
    label: 'Slots',
    href: '/rng',
    vendors: [{ code: 'NOVA', name: 'Nova Slots', href: '/rng?page=NOVA' }],
    games: [{ id: 'g1', name: 'Lucky Dragon', imageSrc: '', hasFreeTrial: true }],
  },
];

beforeAll(() => {
  document.body.classList.add(brands[defaultBrand]!.className);
});

describe('BottomNav in a browser', () => {
  it('shows the vendor drop-down while the pointer is over a category', async () => {
    const screen = await render(<BottomNav categories={categories} />);
    await userEvent.hover(screen.getByRole('link', { name: 'Slots' }));
    await expect.element(screen.getByRole('link', { name: 'Nova Slots' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Free trial' })).toBeVisible();
    await userEvent.hover(screen.getByRole('link', { name: 'Home' }));
    await expect.element(screen.getByRole('link', { name: 'Nova Slots' })).not.toBeInTheDocument();
  });

  it('fits a 360 px phone without page-wide horizontal overflow', async () => {
    await page.viewport(360, 740);
    const screen = await render(<BottomNav categories={categories} rewardsCount={2} vipRank="Gold" />);
    const nav = screen.getByRole('navigation', { name: 'Main' }).element();
    expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
