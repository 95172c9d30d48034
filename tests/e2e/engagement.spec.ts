import type { APIRequestContext, Page } from '@playwright/test';
import { type Language, text } from './locales.ts';
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
  const meters = mine.getByRole('meter');
  await expect(meters).toHaveCount(2);
  // A new member: nothing deposited yet, shown as money toward the next level's requirement.
  await expect(meters.first()).toHaveAttribute('aria-valuetext', /^P 0\.00 \/ P [\d,]+\.\d\d$/);
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

/** Logs out through the banner's Log out and its confirmation, in `lang`. */
async function logOut(page: Page, lang: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(lang, 'account.logout') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: text(lang, 'logout.confirm'), exact: true })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text(lang, 'account.login') }),
  ).toBeVisible();
}

/** Logs in with the banner's form in `lang`; the welcome (after-login) dialog opens. */
async function logInFromBanner(page: Page, lang: Language, username: string, password: string) {
  const form = page.getByRole('banner').getByRole('form', { name: text(lang, 'account.login') });
  await form.getByRole('textbox', { name: text(lang, 'labels.username', 'forms') }).fill(username);
  await form.getByLabel(text(lang, 'labels.password', 'forms'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(lang, 'account.login'), exact: true }).click();
  const welcome = page.getByRole('dialog', { name: text(lang, 'afterLogin.title') });
  await expect(welcome).toBeVisible();
  return welcome;
}

test('popup announcements show after the first login of the day, in the reader language, and close from the keyboard', async ({
  page,
}) => {
  const username = uniqueUsername('pop');
  await register(page, username, 'abc12345');
  await logOut(page, 'en');
  await page.evaluate(() => {
    localStorage.setItem('hisLang', 'cn');
    localStorage.setItem('lang', 'cn');
  });
  await page.goto('/index');

  const welcome = await logInFromBanner(page, 'cn', username, 'abc12345');
  const popups = welcome.getByRole('region', { name: text('cn', 'popups.title', 'engagement') });
  await expect(popups.getByRole('heading', { name: '理性游戏' })).toBeVisible();
  await expect(popups.getByText('您必须年满 18 岁才能参与游戏')).toBeVisible();
  await expectAccessible(page, 'popup announcements');
  // Keyboard only: Escape dismisses the dialog and its popups.
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);

  // The same day, another login: the welcome only.
  await logOut(page, 'cn');
  const again = await logInFromBanner(page, 'cn', username, 'abc12345');
  await expect(
    again.getByText(text('cn', 'afterLogin.message').replace('{{account}}', username)),
  ).toBeVisible();
  await expect(again.getByRole('region', { name: text('cn', 'popups.title', 'engagement') })).toHaveCount(0);
  // Tab reaches the dialog's button (focus stays in the dialog); Enter closes it.
  const start = again.getByRole('button', { name: text('cn', 'afterLogin.start') });
  for (let step = 0; step < 4 && !(await start.evaluate((node) => node === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(again).toHaveCount(0);

  // Seen on an earlier day (as the browser remembers it): they show again.
  await page.evaluate((account) => localStorage.setItem(`popupSeen:${account}`, '2000-01-01'), username);
  await logOut(page, 'cn');
  const nextDay = await logInFromBanner(page, 'cn', username, 'abc12345');
  await expect(
    nextDay
      .getByRole('region', { name: text('cn', 'popups.title', 'engagement') })
      .getByRole('heading', { name: '理性游戏' }),
  ).toBeVisible();
});

test('popup announcements also show when a remembered device signs the member in again, once a day', async ({
  page,
  context,
}) => {
  const username = uniqueUsername('rpo');
  await register(page, username, 'abc12345');
  await logOut(page, 'en');
  // A login with "Remember password" ticked: the welcome shows the popups; Escape dismisses them.
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'account.login'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: text('en', 'account.login') });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await dialog.getByText('Remember password').click();
  await dialog.getByRole('button', { name: text('en', 'account.login'), exact: true }).click();
  const popupsTitle = text('en', 'popups.title', 'engagement');
  const welcome = page.getByRole('dialog', { name: text('en', 'afterLogin.title') });
  await expect(welcome.getByRole('region', { name: popupsTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);

  // Seen on an earlier day: a new tab, signed in by the remembered device with no login screen,
  // shows them in the after-login dialog.
  await page.evaluate((account) => localStorage.setItem(`popupSeen:${account}`, '2000-01-01'), username);
  const tab = await context.newPage();
  await tab.goto('/index');
  await expect(tab.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
  const returned = tab.getByRole('dialog', { name: text('en', 'afterLogin.title') });
  await expect(returned.getByRole('region', { name: popupsTitle })).toBeVisible();
  await expectAccessible(tab, 'popups on a remembered return');
  await tab.keyboard.press('Escape');
  await expect(returned).toHaveCount(0);

  // Dismissed: marked seen today (popups/seen.ts), so no return opens them again today.
  const today = await tab.evaluate(() => new Date().toLocaleDateString('sv'));
  expect(await tab.evaluate((account) => localStorage.getItem(`popupSeen:${account}`), username)).toBe(today);
});

test('the rewards badge counts what the member can claim and drops after a claim', async ({ page }) => {
  const rewardsEntry = () =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /Rewards$/ });
  const badge = () => rewardsEntry().locator('[data-badge="count"]');
  await page.goto('/index');
  await expect(rewardsEntry()).toBeVisible();
  // A guest has nothing to claim.
  await expect(badge()).toHaveCount(0);

  await register(page, uniqueUsername('badge'), 'abc12345');
  // A new member may claim the welcome gift at least.
  await expect(badge()).toHaveText(/^[1-9]\d*$/);
  const before = Number(await badge().textContent());
  await expect(rewardsEntry()).toHaveAccessibleName(`${before} available Rewards`);

  await rewardsEntry().click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  // The member centre's menu counts the same.
  const menuEntry = centre.getByRole('link', { name: /^Rewards center/ });
  await expect(menuEntry).toHaveAccessibleName(`Rewards center ${before} to claim`);
  const promotions = centre.getByRole('list', { name: e('promotions.centreTitle') });
  const welcome = promotions.getByRole('listitem').filter({ hasText: 'Welcome gift 8.00' });
  await welcome.getByRole('button', { name: /^Claim .*8\.00$/ }).click();
  await expect(welcome.getByRole('status')).toContainText(/Claimed: .*8\.00/);
  await expect(menuEntry).toHaveAccessibleName(
    before > 1 ? `Rewards center ${before - 1} to claim` : 'Rewards center',
  );
  await centre.getByRole('button', { name: 'Close' }).click();
  if (before > 1) await expect(badge()).toHaveText(String(before - 1));
  else await expect(badge()).toHaveCount(0);
});

test('a red envelope rain starts without a reload when its event begins and goes when it ends', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('rain');
  await register(page, username, 'abc12345');
  await page.goto('/promotions');
  await expect(cards(page).first()).toBeVisible();

  const title = `Live rain ${username}`;
  // Only level 7 may grab (no other journey's member is there); this member moves up once it runs.
  await operator(request, 'engagement/envelope-schedule', {
    title,
    pool: 5_000,
    envelopes: 5,
    minAmount: 100,
    maxAmount: 2_000,
    endAt: Date.now() + 45_000,
    ranks: [7],
  });
  await operator(request, 'engagement/vip-level', { username, level: 7 });
  const rain = page.getByRole('dialog', { name: e('envelopes.title') }).filter({ hasText: title });
  // Asked every 20 s while the tab is visible: no reload, no navigation.
  await expect(rain).toBeVisible({ timeout: 35_000 });
  await expect(rain.getByRole('button', { name: e('envelopes.grab') })).toBeVisible();
  // The event ends: the rain goes by itself.
  await expect(rain).toHaveCount(0, { timeout: 60_000 });
  await expect(page).toHaveURL(/\/promotions$/);
});

test('the engagement pages fit a 360 px phone and stay accessible', async ({ page }) => {
  await register(page, uniqueUsername('narrow'), 'abc12345');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/promotions', '/promoDetail?id=2', '/vip', '/pointMall']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${path} at 360 px`);
  }
});
