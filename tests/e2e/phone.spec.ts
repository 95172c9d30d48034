import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, logInFromHome, openDemoSlot, test } from './support.ts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });

/** The centre page shown in the overlay, once it has loaded. */
async function expectCentrePage(page: Page, dialog: string, heading: string) {
  const centre = page.getByRole('dialog', { name: dialog });
  await expect(centre.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  return centre;
}

test.describe('on a touch phone', () => {
  test.use(phone);

  test('a guest taps the demo slot, logs in and lands in it on the whole screen; Back returns to the lobby', async ({
    page,
  }) => {
    await openDemoSlot(page);
    await logIn(page, 'demomember', 'demo1234', { forGame: true });
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.locator('iframe[title="Lucky Lanterns"]');
    await expect(frame).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Lucky Lanterns"]').getByRole('button', { name: 'Spin' }),
    ).toBeEnabled();
    // The game covers the screen (no header above it) with a small way back over it.
    const box = await frame.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    expect(box?.height).toBeGreaterThan(800);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('the top bar is slim and the tab bar and its menu reach the rest of the account', async ({ page }) => {
    await page.goto('/index');
    const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('button', { name: 'Log in' }).click();
    await logIn(page);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
    const height = (await banner.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await tabs.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'phone menu');
    await menu.getByRole('button', { name: 'Bet records' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Betting record' })).toBeVisible();
  });

  test('a member centre page opens by its address, its menu adds to history, and back closes it', async ({
    page,
  }) => {
    // A guest following the link logs in first, then the page opens.
    await page.goto('/promotions?centre=member/securityCenter');
    await logIn(page, 'demomember', 'demo1234', { forGame: true });
    const centre = await expectCentrePage(page, 'Personal center', 'My account');
    await expect(page).toHaveURL(/\/promotions\?centre=member\/securityCenter$/);
    await expectAccessible(page, 'member centre by address');

    // The menu's entries are links to their own addresses; choosing one is a new history entry.
    const menu = centre.getByRole('navigation');
    await menu.getByRole('button', { name: /My account/ }).click();
    await expect(menu.getByRole('link', { name: 'Withdraw', exact: true })).toHaveAttribute(
      'href',
      '/promotions?centre=member/withdraw',
    );
    await menu.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expectCentrePage(page, 'Personal center', 'Withdraw');
    await expect(page).toHaveURL(/\?centre=member\/withdraw$/);

    // Back returns to the centre page before, then closes the overlay over the page below it.
    await page.goBack();
    await expectCentrePage(page, 'Personal center', 'My account');
    await page.goBack();
    await expect(memberCentre(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();

    // Forward reopens it; closing it (Escape, as its close button) goes back to the page below.
    await page.goForward();
    await expectCentrePage(page, 'Personal center', 'My account');
    await page.keyboard.press('Escape');
    await expect(memberCentre(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('a new page opens at its top, and back returns to where the last one was left', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await page.waitForTimeout(300);
    const left = await page.evaluate(() => window.scrollY);
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Promos' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/index$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
  });

  test('back to the games lobby returns to the same row of games; a new visit starts at its top', async ({
    page,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
    await page.goto('/index');
    await tabs.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    const games = page.getByRole('main').getByRole('list', { name: 'Slots', exact: true });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    // Far down the list: only the rows near the viewport exist (the grid is virtualized).
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    await page.waitForTimeout(400);
    const left = await page.evaluate(() => window.scrollY);
    const firstSeen = async () =>
      page.evaluate(() => {
        const tiles = [...document.querySelectorAll('[role="listitem"]')];
        const seen = tiles.find((tile) => tile.getBoundingClientRect().top >= 0);
        return seen?.getAttribute('aria-posinset') ?? null;
      });
    const tileThere = await firstSeen();

    await tabs.getByRole('link', { name: 'Promos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/rng$/);
    // The same games on screen (the grid measures its rows anew, so the offset may differ), held
    // there once the lobby has settled.
    await expect.poll(firstSeen).toBe(tileThere);
    await page.waitForTimeout(1000);
    expect(await firstSeen()).toBe(tileThere);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(left / 2);

    // A new visit to the lobby (a link, not back) opens at the top.
    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await tabs.getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(games.getByRole('listitem').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the lobby keeps its filters in a bottom sheet: the first tiles are on the first screen, A–Z reorders them', async ({
    page,
  }) => {
    await page.goto('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logIn(page);
    await page.goto('/rng');
    const games = page.getByRole('main').getByRole('list', { name: 'Slots', exact: true });
    const first = games.getByRole('article').first();
    await expect(first).toBeVisible();
    // A member's lobby has a dozen vendors and types: none of their chips is on the page.
    await expect(page.getByRole('radiogroup', { name: 'Vendor' })).toHaveCount(0);
    // Polled: the virtualized grid may re-render the tile (no box for a moment) as it measures rows.
    await expect.poll(async () => (await first.boundingBox())?.y ?? 1000).toBeLessThan(844);
    const names = () =>
      games
        .getByRole('article')
        .evaluateAll((tiles) => tiles.slice(0, 6).map((tile) => tile.getAttribute('aria-label')));
    const before = await names();

    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('radiogroup', { name: 'Vendor' })).toBeVisible();
    await sheet.getByRole('radiogroup', { name: 'Sort by' }).getByText('A–Z', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Show games' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]sort=name/);
    // The button counts the choice made, and has the focus back.
    const counted = page.getByRole('button', { name: 'Filters 1 active' });
    await expect(counted).toBeFocused();
    await expect.poll(names).not.toEqual(before);
    await expectAccessible(page, 'phone lobby with a chosen order');
  });

  test('a touched tile does not stay zoomed: its artwork keeps inside the tile', async ({ page }) => {
    await page.goto('/rng');
    const tile = page
      .getByRole('main')
      .getByRole('list', { name: 'Slots', exact: true })
      .getByRole('article')
      .first();
    await tile.hover();
    // A phone keeps the last touch as hover: the desktop's hover zoom would overflow the tile's button.
    await expect(tile.locator('img')).toHaveCSS('transform', 'none');
  });
});

test('on a desktop the game page goes full screen and back', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page);
  await openDemoSlot(page);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
});

test.describe('on a desktop', () => {
  test('an agent centre page opens from a link after a reload, and back closes it', async ({ page }) => {
    await logInFromHome(page, 'demoagent1', 'demo1234');
    await page.goto('/rng?centre=agent/myIncome');
    const centre = await expectCentrePage(page, 'Agent', 'My Income');
    await expectAccessible(page, 'agent centre by address');
    await centre.getByRole('navigation').getByRole('link', { name: 'Team Management', exact: true }).click();
    await expectCentrePage(page, 'Agent', 'Team Management');
    await expect(page).toHaveURL(/\/rng\?centre=agent\/teamManagement$/);
    await page.goBack();
    await expectCentrePage(page, 'Agent', 'My Income');
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Agent' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('keyboard: the focus ring on Forgot password?, the welcome button focused after login, vendor menus closed on Tab', async ({
    page,
  }) => {
    await page.goto('/index');
    const banner = page.getByRole('banner');
    const forgot = banner.getByRole('button', { name: 'Forgot password?' });
    await forgot.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(forgot).toBeFocused();
    // The design system's ring (2 px or more, solid), not the browser's thin default.
    const ring = await forgot.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring).toEqual({ width: expect.any(Number), style: 'solid' });
    expect(ring.width).toBeGreaterThanOrEqual(2);

    // Tab through a category with a vendor menu: the menu stays shut and Tab goes on.
    const live = banner.getByRole('link', { name: 'Live Casino', exact: true });
    const toggle = banner.getByRole('button', { name: 'Live Casino vendors' });
    await live.focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Sports', exact: true })).toBeFocused();
    await expect(banner.getByRole('region')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demomember');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(welcome.getByRole('button', { name: 'Start playing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(welcome).toHaveCount(0);
  });

  test('a member is refused the agent centre by its address and stays on the page', async ({ page }) => {
    await logInFromHome(page, 'demomember', 'demo1234');
    await page.goto('/rng?centre=agent/myIncome');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('dialog', { name: 'Agent' })).toHaveCount(0);
  });
});
