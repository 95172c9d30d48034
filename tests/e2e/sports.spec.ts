import type { Frame, Page } from '@playwright/test';
import { developmentProviderSecret } from '../../packages/api/src/provider/index.ts';
import { expect, logInFromHome, minorUnits, test } from './support.ts';

/*
 * The sportsbook on a phone: a member opens the in-play game of a sports vendor from the lobby,
 * takes selections of two live matches into an accumulator, sees the wallet move, lets the matches
 * finish (the game server's development clock control: POST /api/sports/operator/advance, with
 * the provider secret) and sees the bet settled and paid exactly once.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const game = 'DS88 Sports In-Play';

/** A frame that has not navigated yet has the URL '' (not a URL), so it is not the book. */
const isBook = (frame: Frame) => URL.canParse(frame.url()) && new URL(frame.url()).pathname === '/sports';

async function bookFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some(isBook)).toBe(true);
  return page.frames().find(isBook) as Frame;
}

/** Keys of enabled winner-market buttons of two different live matches, or fewer. */
const twoMatches = (frame: Frame) =>
  frame.evaluate(() => {
    const keys: string[] = [];
    for (const button of document.querySelectorAll<HTMLButtonElement>('button.odds:not([disabled])')) {
      const key = button.dataset.key ?? '';
      const [eventId, marketId] = key.split('|');
      if (marketId !== 'winner' || keys.some((k) => k.startsWith(`${eventId}|`))) continue;
      keys.push(key);
      if (keys.length === 2) break;
    }
    return keys;
  });

test('a member bets an accumulator on two live matches, the matches finish and it is paid once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInFromHome(page, 'demovip', 'demo1234');
  await page.goto('/seamless?type=SPORTS');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(game);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${game}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const book = page.frameLocator(`iframe[title="${game}"]`);
  const frame = await bookFrame(page);
  const origin = new URL(frame.url()).origin;
  const advance = (ms: number) =>
    page.request.post(`${origin}/api/sports/operator/advance`, {
      data: { ms },
      headers: { 'x-operator-secret': developmentProviderSecret },
    });

  // The in-play game opens on the live matches; wait for two with prices (the clock moves on if none play now).
  await expect(book.getByRole('tab', { name: /^Live/, selected: true })).toBeVisible();
  let keys: string[] = [];
  for (let i = 0; i < 12 && keys.length < 2; i++) {
    await page.waitForTimeout(i === 0 ? 500 : 3_500);
    keys = await twoMatches(frame);
    if (keys.length < 2) expect((await advance(20 * 60_000)).ok()).toBe(true);
  }
  expect(keys).toHaveLength(2);
  const balance = book.locator('#balance');
  await expect(balance).not.toHaveText('–');
  const before = minorUnits(await balance.textContent());

  for (const key of keys) {
    const pick = book.locator(`button.odds[data-key="${key}"]`);
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
  }
  await book.getByRole('button', { name: 'Bet slip (2)' }).click();
  const slip = book.getByRole('complementary', { name: 'Bet slip' });
  await slip.getByRole('radio', { name: 'Accumulator' }).check();
  await slip.getByRole('combobox', { name: 'When the odds change' }).selectOption('any');
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  // In play the book waits its live delay (5 s) and checks again: a dangerous moment refuses the bet.
  for (let attempt = 0; attempt < 3; attempt++) {
    await slip.getByRole('button', { name: /^Place bet/ }).click();
    const outcome = slip.getByRole('status').filter({ hasText: /Bet placed|suspended|closed|changed/ });
    await expect(outcome).toBeVisible({ timeout: 15_000 });
    if (/Bet placed/.test((await outcome.textContent()) ?? '')) break;
  }
  await expect(slip.getByRole('status')).toHaveText(/Bet placed/);
  await expect
    .poll(async () => minorUnits(await balance.textContent()), { timeout: 20_000 })
    .toBe(before - 1_000);

  // The matches finish (and any result correction passes): settlement runs in the same call.
  const done = await advance(6 * 3_600_000);
  expect(done.ok()).toBe(true);
  await page.keyboard.press('Escape');
  await book.getByRole('tab', { name: 'My bets' }).click();
  await book.getByRole('button', { name: 'Settled', exact: true }).click();
  const settled = book.locator('li.bet').filter({ hasText: 'Accumulator' }).first();
  await expect(settled).toBeVisible({ timeout: 15_000 });
  const bets = (await (
    await page.request.get(`${origin}/api/sports/bets?state=settled`, {
      headers: {
        authorization: `Bearer ${await frame.evaluate(() => sessionStorage.getItem('sportsbook.token'))}`,
      },
    })
  ).json()) as Array<{ kind: string; stake: number; paid: number; settledReturn: number; state: string }>;
  const bet = bets.find((b) => b.kind === 'multi' && b.stake === 1_000);
  expect(bet?.state).toBe('settled');
  expect(bet?.paid).toBe(bet?.settledReturn);
  // Paid once: the wallet is the balance after the stake plus the return, and stays so.
  const expected = before - 1_000 + (bet?.paid ?? 0);
  await expect.poll(async () => minorUnits(await balance.textContent()), { timeout: 20_000 }).toBe(expected);
  expect((await advance(60_000)).ok()).toBe(true);
  await page.waitForTimeout(1_000);
  await book.getByRole('button', { name: 'Settled', exact: true }).click();
  await expect.poll(async () => minorUnits(await balance.textContent()), { timeout: 20_000 }).toBe(expected);
});
