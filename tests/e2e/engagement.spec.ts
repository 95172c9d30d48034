import type { APIRequestContext, Page } from '@playwright/test';
import { text } from './locales.ts';
import { expect, expectAccessible, operator, register, test, uniqueUsername } from './support.ts';

const e = (key: string) => text('en', key, 'engagement');

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 60_000 });

/** A real PNG: the server checks the bytes, not the name. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function operatorGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(`/__operator/${path}`)).json()) as { value: T };
  return body.value;
}

const cards = (page: Page) => page.getByTestId('promo-card');

test('browse promotions by type, apply with a picture, the operator approves, the bonus is paid with turnover', async ({
  page,
  request,
}) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBe(6);
  await expect(page.getByText(e('promotions.status.comingSoon')).first()).toBeVisible();
  await page.getByRole('tab', { name: e('promotions.types.deposit') }).click();
  await expect(cards(page)).toHaveCount(1);
  await expectAccessible(page, 'promotions');

  const username = uniqueUsername('eng');
  await register(page, username, 'abc12345');
  await page.goto('/promotions');
  await page.getByRole('tab', { name: e('promotions.types.deposit') }).click();
  await cards(page).getByRole('link').first().click();
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByRole('heading', { name: 'Weekend reload 50.00' })).toBeVisible();
  await expect(detail.getByText(e('promotions.rules'))).toBeVisible();

  await detail.getByRole('textbox', { name: /comment/i }).fill('Deposited 500 on Saturday');
  await detail
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(detail.getByText('receipt.png')).toBeVisible();
  await detail.getByRole('button', { name: /submit/i }).click();
  await expect(detail.getByText(e('promotions.entry.process'))).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Your image 1' })).toBeVisible();
  await expectAccessible(page, 'promotion applied');

  const queue = await operatorGet<{ id: number; username: string }[]>(request, 'engagement/applications');
  const application = queue.find((row) => row.username === username);
  expect(application, 'the application is in the operator queue').toBeDefined();
  await operator(request, 'engagement/application-decide', { id: application?.id, approve: true });
  await page.reload();
  await expect(page.getByTestId('promo-detail').getByText(/Approved: .*50\.00.*×5/)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('banner').getByRole('status')).toContainText('50.00');
});

test('the VIP page shows the ladder and the member progress; a red envelope is grabbed once', async ({
  page,
  request,
}) => {
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'VIP 7 · Crown' })).toBeVisible();
  await expect(page.getByText(e('vip.loginText'))).toBeVisible();

  const username = uniqueUsername('vip');
  await register(page, username, 'abc12345');
  await page.goto('/vip');
  const mine = page.getByTestId('vip-mine');
  await expect(mine.getByRole('heading', { name: 'Your level: Member' })).toBeVisible();
  await expect(mine.getByText('Progress to Bronze')).toBeVisible();
  await expect(mine.locator('progress')).toHaveCount(2);
  await expectAccessible(page, 'vip');

  // An event only for level 7 (no other journey's member is there), this member moved up to it.
  await operator(request, 'engagement/vip-level', { username, level: 7 });
  const { id } = (await operator(request, 'engagement/envelope-schedule', {
    title: 'E2E rain',
    pool: 10_000,
    envelopes: 10,
    minAmount: 100,
    maxAmount: 2_000,
    ranks: [7],
  })) as { id: number };
  await page.goto('/promotions');
  const rain = page.getByRole('dialog', { name: e('envelopes.title') });
  await expect(rain).toBeVisible();
  await expectAccessible(page, 'envelope rain');
  await rain.getByRole('button', { name: e('envelopes.grab') }).click();
  await expect(rain.getByTestId('envelope-outcome')).toContainText('You got');
  await rain
    .getByRole('button', { name: e('envelopes.close') })
    .first()
    .click();
  await expect(rain).toHaveCount(0);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: e('envelopes.title') })).toHaveCount(0);
  const events = await operatorGet<{ id: number; grabs: number }[]>(request, 'engagement/envelopes');
  expect(events.find((event) => event.id === id)?.grabs).toBe(1);
});
