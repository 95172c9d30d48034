import { text } from './locales.ts';
import {
  expect,
  expectAccessible,
  headerBalance,
  logInFromHome,
  minorUnits,
  register,
  test,
  uniqueUsername,
} from './support.ts';

/**
 * Issue 19, e-lottery: PK10 and Fast 3 play on the reference server's draw engine (docs/product.md
 * § E-lottery); the catalogue's other e-lottery games are the game server's (packages/games) and
 * open its page in the same frame.
 */
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

test('a PK10 bet placed from /elott settles on the next draw: balance and status change on screen', async ({
  page,
}) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await page.goto('/elott');
  await page.getByRole('main').getByRole('button', { name: 'Play PK10 Racing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=FASTLOTTO_0001$/);
  const game = page.frameLocator('iframe[title="PK10 Racing"]');
  await expect(game.getByRole('heading', { level: 1, name: 'PK10 Racing' })).toBeVisible();
  // The latest draws are finishing orders of the ten cars.
  await expect(game.getByRole('list').first()).toContainText(/Finishing order( \d\d){10}/);

  await game.getByLabel('Bet type', { exact: true }).selectOption('PK_POSITION');
  await game.getByLabel('Place', { exact: true }).selectOption('1');
  await game.getByLabel('Car', { exact: true }).selectOption('7');
  await expect(game.getByLabel('Car', { exact: true }).locator('option:checked')).toHaveText('7 (×9.70)');
  // Betting closes 10 s before each 60 s draw: start with a few seconds to spare.
  await expect
    .poll(
      async () =>
        Number(/closes in (\d+)/.exec((await game.locator('.phase').textContent()) ?? '')?.[1] ?? 0),
      { timeout: 70_000 },
    )
    .toBeGreaterThan(4);
  const before = await headerBalance(page);
  // The form works from the keyboard: Tab goes bet type → place → car → stake → Place bet, Enter bets.
  await game.getByLabel('Bet type', { exact: true }).focus();
  for (const next of ['Place', 'Car', 'Stake']) {
    await page.keyboard.press('Tab');
    await expect(game.getByLabel(next, { exact: true })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.getByRole('status')).toContainText('Bet placed on Car in a place: place 1: car 7');
  const stake = minorUnits(await game.locator('#last-stake').textContent());
  expect(stake).toBeGreaterThan(0);
  const mine = game.locator('#rounds li').first();
  await expect(mine).toContainText(/Car in a place: place 1: car 7 · \d{8}-\d{4} · Stake .* · open$/);
  await expect.poll(() => headerBalance(page)).toBe(before - stake);

  // The draw is at most a minute away; the leader's loop settles the bet within seconds of it.
  await expect(mine).toContainText(/ · settled$/, { timeout: 120_000 });
  await expect(game.getByRole('status')).toContainText('settled');
  const win = minorUnits(await game.locator('#last-win').textContent());
  expect([0, Math.floor((stake * 970) / 100)]).toContain(win);
  await expect.poll(() => headerBalance(page)).toBe(before - stake + win);
  await expectAccessible(page, 'PK10 game');

  // On a 360 px phone neither the page nor the game scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  const wide = (root: Element) => root.scrollWidth - root.clientWidth;
  await expect.poll(() => page.locator('html').evaluate(wide)).toBe(0);
  await expect.poll(() => game.locator('html').evaluate(wide)).toBe(0);
  // The way back leads to the e-lottery lobby it came from.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/elott$/);
});

test('an e-lottery game of the game server opens in the lottery page with the countdown to its next draw', async ({
  page,
}) => {
  await register(page, uniqueUsername('elo'), 'abc12345');
  await page.goto('/elott');
  const tile = page.getByRole('main').getByRole('article', { name: 'Keno 80', exact: true }).first();
  await expect(tile.getByText(text('en', 'tile.maintenance', 'games'), { exact: true })).toHaveCount(0);
  await tile.getByRole('button', { name: 'Play Keno 80', exact: true }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
  const game = page.frameLocator('iframe[title="Keno 80"]');
  await expect(game.getByRole('heading', { level: 1, name: 'Keno 80' })).toBeVisible();
  // A scheduled draw: its countdown runs, and its page says nothing of a failed connection.
  await expect(game.locator('#countdown-time')).not.toHaveText('');
  await expect(page.getByText(text('en', 'lobby.errorText', 'games'))).toHaveCount(0);
  await expectAccessible(page, 'e-lottery of the game server');
});
