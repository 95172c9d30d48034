import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './support.ts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function openDemoSlot(page: Page) {
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  await page.getByRole('button', { name: 'Play Lucky Lanterns', exact: true }).click();
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

  test('a new page opens at its top, and back returns to where the last one was left', async ({ page }) => {
    await page.goto('/index');
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await page.waitForTimeout(300);
    const left = await page.evaluate(() => window.scrollY);
    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/index$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
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
