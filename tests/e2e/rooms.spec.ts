import type { FrameLocator, Page } from '@playwright/test';
import { expect, expectAccessible, headerBalance, logIn, minorUnits, test } from './support.ts';

/** Opens a lobby as a member: the banner's login, then the lobby again. */
async function openAsMember(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page);
  await page.goto(path);
  await expect(page.getByRole('banner').locator('output').first()).toHaveText(/\d/);
}

/** Plays one round in the game frame with its bet button; answers the round's stake and win. */
async function playRound(game: FrameLocator, button: string) {
  const bet = game.getByRole('button', { name: button, exact: true });
  await expect(bet).toBeEnabled();
  await bet.click();
  await expect(game.locator('#last-round-id')).not.toHaveText('–');
  await expect(game.getByRole('status')).not.toHaveText(/wait/i);
  return {
    stakeText: (await game.locator('#last-stake').textContent()) ?? '',
    stake: minorUnits(await game.locator('#last-stake').textContent()),
    win: minorUnits(await game.locator('#last-win').textContent()),
  };
}

test('a member sees the PVP rooms, joins one, plays a hand against the banker and finds it in the bet records', async ({
  page,
}) => {
  await openAsMember(page, '/pvp');
  const rooms = page.getByRole('table', { name: 'Tea House Cards rooms' });
  const beginner = rooms.getByRole('row').filter({ hasText: 'Beginner' });
  await expect(beginner).toContainText('Niu Niu');
  await expect(beginner).toContainText('1.00');
  await expect(beginner).toContainText(/\d of 6/);
  await expect(beginner).toContainText(/Waiting for players|Playing/);
  await expectAccessible(page, '/pvp');
  const before = await headerBalance(page);

  await beginner.getByRole('button', { name: 'Join Beginner at Tea House Cards' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="Niu Niu"]');
  await expect(game.locator('#seats')).toContainText(/[1-6] of 6 seats taken/);
  await expect(game.getByText(/^Beginner room/)).toBeVisible();
  const hand = await playRound(game, 'Deal');
  expect(hand.stake).toBe(100);
  expect([0, 200, 400]).toContain(hand.win);
  await expect(game.getByRole('list', { name: /^You: / })).toBeVisible();
  await expect(game.getByRole('status')).toHaveText(/^Hand .*: (you win|the banker wins)/);
  await expectAccessible(page, 'PVP room');

  // Back in the lobby: the header follows the hand, and the player still holds a seat.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/pvp/);
  await expect.poll(() => headerBalance(page)).toBe(before - hand.stake + hand.win);
  await expect(beginner).toContainText(/[1-6] of 6/);

  await page.getByRole('button', { name: 'Bet records' }).click();
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('Niu Niu');
  await expect(newest).toContainText(hand.stakeText.replace(/\s+/g, ' '));
});

test('a member launches a fish game, shoots, and the balance follows the shot', async ({ page }) => {
  await openAsMember(page, '/fish');
  const list = page.getByRole('list', { name: 'Fishing' });
  const first = list.getByRole('button', { name: /^Play / }).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const before = await headerBalance(page);
  await first.click();

  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator(`iframe[title="${title}"]`);
  const pond = game.getByRole('group', { name: 'Pond' });
  await expect(pond.getByRole('button', { name: /^Shoot the / }).first()).toBeAttached();
  await expect(game.getByText(/^Target: /)).toBeVisible();
  const shot = await playRound(game, 'Shoot');
  await expect(game.getByRole('status')).toHaveText(/^Shot .*: (you caught|the .* got away)/);
  await expectAccessible(page, 'fish game');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/fish/);
  await expect.poll(() => headerBalance(page)).toBe(before - shot.stake + shot.win);
});
