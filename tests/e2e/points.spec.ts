import type { APIRequestContext, Page } from '@playwright/test';
import { text } from './locales.ts';
import {
  expect,
  expectAccessible,
  headerBalance,
  minorUnits,
  operator,
  register,
  test,
  uniqueUsername,
} from './support.ts';

const e = (key: string) => text('en', key, 'engagement');
const w = (key: string) => text('en', key, 'wallet');

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

const pointsBalance = async (page: Page) => Number(await page.getByTestId('points-balance').textContent());

/** The member centre's withdraw page asks for a payment password first: set it there. */
async function setPaymentPassword(page: Page, loginPassword: string, paymentPassword: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  await centre.getByLabel(w('withdraw.loginPassword')).fill(loginPassword);
  await centre.getByLabel(w('withdraw.newPaymentPassword')).fill(paymentPassword);
  await centre.getByLabel(w('withdraw.confirmPaymentPassword')).fill(paymentPassword);
  await centre.getByRole('button', { name: w('withdraw.setPasswordSubmit') }).click();
  await expect(centre.getByText(w('withdraw.noAccountTitle'))).toBeVisible();
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toHaveCount(0);
}

/** Opens the demo slot from the RNG lobby; its page (in a frame). */
async function openDemoSlot(page: Page) {
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  await page.getByRole('button', { name: 'Play Lucky Lanterns', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  return page.frameLocator('iframe[title="Lucky Lanterns"]');
}

/** Spins the demo slot at its highest stake `spins` times; the stakes staked, in minor units. */
async function spinDemoSlot(page: Page, spins: number): Promise<number> {
  const slot = await openDemoSlot(page);
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await slot.locator('#stake').selectOption('10000');
  let staked = 0;
  let lastRound = '–';
  for (let round = 0; round < spins; round++) {
    await spin.click();
    await expect(slot.locator('#last-round-id')).not.toHaveText(lastRound);
    lastRound = (await slot.locator('#last-round-id').textContent()) ?? '';
    staked += minorUnits(await slot.locator('#last-stake').textContent());
    await expect(spin).toBeEnabled();
  }
  return staked;
}

/** A new member with 1,000.00 and payment password 135790, logged in on `page`. */
async function memberWithPaymentPassword(page: Page, request: APIRequestContext, prefix: string) {
  const username = uniqueUsername(prefix);
  const password = 'abc12345';
  await register(page, username, password);
  await operator(request, 'credit', { username, amount: 100_000, reference: `${prefix}-e2e-${username}` });
  await setPaymentPassword(page, password, '135790');
  return username;
}

/** Redeems the points mall's reward `name` (one) with the payment password. */
async function redeem(page: Page, name: string) {
  const reward = page.getByRole('form', { name: `Redeem ${name}` });
  await reward.getByLabel(e('points.paymentPassword')).fill('135790');
  await reward.getByRole('button', { name: e('points.redeem') }).click();
  await expect(reward.getByText(e('points.redeemed'))).toBeVisible();
}

/** Opens a page of the member centre by its link; the centre's dialog. */
async function openCentrePage(page: Page, link: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'account.personalCenter') })
    .click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  await centre.getByRole('link', { name: link }).click();
  return centre;
}

async function pendingRedemption(request: APIRequestContext, username: string) {
  const response = await request.get('/__operator/engagement/redemptions');
  const { value } = (await response.json()) as {
    value: { id: number; username: string; rewardName: string }[];
  };
  return value.find((row) => row.username === username);
}

test('a member earns points from slot spins, redeems a bonus in the points mall, the operator approves it', async ({
  page,
  request,
}) => {
  const username = await memberWithPaymentPassword(page, request, 'pts');

  // Before any bet: no points, nothing earned yet.
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await page.getByRole('tab', { name: e('points.details') }).click();
  await expect(page.getByText(e('points.noDetails'))).toBeVisible();

  // Valid bets earn points as the rounds settle: one point per 1.00 staked (the demo brand's ratio).
  const staked = await spinDemoSlot(page, 5);
  expect(staked).toBe(50_000);
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await page.getByRole('tab', { name: e('points.details') }).click();
  const details = page.getByRole('table', { name: e('points.details') });
  await expect(details.getByRole('row').filter({ hasText: e('points.kinds.earn') })).toHaveCount(5);
  await expectAccessible(page, 'points details');

  // Redeem the 10.00 bonus (500 points) behind the payment password: a wrong one is refused first.
  await page.getByRole('tab', { name: e('points.rewards') }).click();
  const reward = page.getByRole('form', { name: 'Redeem Bonus 10.00' });
  await reward.getByLabel(e('points.paymentPassword')).fill('000000');
  await reward.getByRole('button', { name: e('points.redeem') }).click();
  await expect(reward.getByRole('status')).toHaveText(text('en', 'password.payment.invalid', 'errors'));
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await redeem(page, 'Bonus 10.00');
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await expect.poll(() => pointsBalance(page)).toBe(0);
  await expectAccessible(page, 'points mall after a redemption');

  await page.getByRole('tab', { name: e('points.history') }).click();
  const history = page.getByRole('table', { name: e('points.history') });
  const row = history.getByRole('row').filter({ hasText: 'Bonus 10.00' });
  await expect(row).toContainText(e('points.statuses.process'));

  // The operator approves: the bonus is paid through the ledger and the history says so.
  const pending = await pendingRedemption(request, username);
  expect(pending, 'the redemption waits for the operator').toBeDefined();
  await operator(request, 'engagement/redemption-decide', { id: pending?.id, approve: true });
  const before = await headerBalance(page);
  await page.reload();
  await page.getByRole('tab', { name: e('points.history') }).click();
  await expect(
    page
      .getByRole('table', { name: e('points.history') })
      .getByRole('row')
      .filter({ hasText: 'Bonus 10.00' }),
  ).toContainText(e('points.statuses.approved'));
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expect.poll(() => headerBalance(page)).toBe(before + 1_000);
  await page.getByRole('tab', { name: e('points.details') }).click();
  await expect(
    page
      .getByRole('table', { name: e('points.details') })
      .getByRole('row')
      .filter({ hasText: e('points.kinds.redeem') }),
  ).toContainText('-500');

  // The member centre keeps the same records: Redeem History and Points Details.
  const centre = await openCentrePage(page, w('pages.redeemHistory'));
  await expect(
    centre
      .getByRole('table', { name: e('points.history') })
      .getByRole('row')
      .filter({ hasText: 'Bonus 10.00' }),
  ).toContainText(e('points.statuses.approved'));
  await centre.getByRole('link', { name: w('pages.pointsDetails') }).click();
  await expect(
    centre
      .getByRole('table', { name: e('points.details') })
      .getByRole('row')
      .filter({ hasText: e('points.kinds.earn') }),
  ).toHaveCount(5);
  await expectAccessible(page, 'member centre points details');
});

test('a member redeems free spins, the operator approves, and a free spin on the demo slot costs nothing', async ({
  page,
  request,
}) => {
  const username = await memberWithPaymentPassword(page, request, 'fsp');
  // 800 points from 8 spins at 100.00: the price of 20 free spins.
  await spinDemoSlot(page, 8);
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('800');
  await redeem(page, '20 free spins');
  // Nothing to play before the operator approves.
  await expect(page.getByTestId('free-spins-left')).toHaveCount(0);
  const pending = await pendingRedemption(request, username);
  expect(pending?.rewardName).toBe('20 free spins');
  await operator(request, 'engagement/redemption-decide', { id: pending?.id, approve: true });
  await page.reload();
  await expect(page.getByTestId('free-spins-left')).toHaveText('20');
  await expectAccessible(page, 'points mall with free spins');

  // The demo slot offers them; one free spin leaves the balance as it was, plus the win.
  const slot = await openDemoSlot(page);
  const left = slot.locator('#free-spins-left');
  await expect(left).toHaveAttribute('data-count', '20');
  await expect(left).toHaveText('You have 20 free spins: the house pays the stake.');
  const before = minorUnits(await slot.locator('#balance').textContent());
  await slot.getByRole('button', { name: 'Free spin', exact: true }).click();
  await expect(left).toHaveAttribute('data-count', '19');
  await expect(slot.getByRole('status')).toContainText('Free spin');
  const win = minorUnits(await slot.locator('#last-win').textContent());
  await expect.poll(async () => minorUnits(await slot.locator('#balance').textContent())).toBe(before + win);

  // The member centre's Redeem History shows what is left.
  await page.goto('/pointMall');
  await expect(page.getByTestId('free-spins-left')).toHaveText('19');
  const centre = await openCentrePage(page, w('pages.redeemHistory'));
  await expect(centre.getByTestId('free-spins-left')).toHaveText('19');
  await expect(
    centre
      .getByRole('table', { name: e('points.history') })
      .getByRole('row')
      .filter({ hasText: '20 free spins' }),
  ).toContainText(e('points.statuses.approved'));
  await expectAccessible(page, 'member centre redeem history with free spins');
});
