import type { Page } from '@playwright/test';
import { type Language, text } from './locales.ts';
import { contextInLanguage, expect, expectAccessible, operator, test } from './support.ts';

/**
 * Social sign-in (issue 5) against the reference server's local development provider, which
 * stands in for the real ones (/__dev/oauth/<provider>/…): nothing leaves the machine.
 */

const header = (page: Page) => page.getByRole('banner');
const loginDialog = (page: Page, language: Language = 'en') =>
  page.getByRole('dialog', { name: text(language, 'login.title') });
const socialGroup = (page: Page, language: Language = 'en') =>
  loginDialog(page, language).getByRole('region', { name: text(language, 'login.social') });
const continueWith = (language: Language, provider: string) =>
  text(language, 'login.socialContinue').replace('{{provider}}', provider);

async function openLogin(page: Page, language: Language = 'en') {
  await page.goto('/index');
  await header(page)
    .getByRole('button', { name: text(language, 'account.login'), exact: true })
    .click();
  await expect(loginDialog(page, language)).toBeVisible();
}

/** The provider buttons, in order, by accessible name (the generated mark is hidden from it). */
async function expectButtons(page: Page, labels: string[]) {
  const buttons = socialGroup(page).getByRole('button');
  await expect(buttons).toHaveCount(labels.length);
  for (const [index, label] of labels.entries())
    await expect(buttons.nth(index)).toHaveAccessibleName(continueWith('en', label));
}

const setProvider = (request: Parameters<typeof operator>[0], provider: string, enabled: boolean) =>
  operator(request, 'social', { provider, enabled });

test.afterEach(async ({ request }) => {
  await setProvider(request, 'google', true);
  await setProvider(request, 'facebook', true);
});

test('a guest signs in with the first provider, consents, and lands back logged in', async ({ page }) => {
  await openLogin(page);
  const social = socialGroup(page);
  await expectButtons(page, ['Google', 'Facebook']);
  await expectAccessible(page, 'login modal with social sign-in');
  await social.getByRole('button').first().click();

  // The provider's consent page (here the local stand-in).
  await expect(page).toHaveURL(/\/__dev\/oauth\/google\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Sign in to PlaySite as Demo Player' })).toBeVisible();
  await expectAccessible(page, 'provider consent page');
  const email = `social${Date.now().toString(36)}@example.test`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Social Tester');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the site, logged in as after a password login, the callback query gone from the URL.
  const welcome = page.getByRole('dialog', { name: text('en', 'afterLogin.title') });
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await welcome.getByRole('button', { name: text('en', 'afterLogin.start') }).click();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('status')).toContainText('0.00');
  const account = await page.evaluate(() => sessionStorage.getItem('account'));
  expect(account).toMatch(/^go[a-z0-9]{8}$/);
  await expect(header(page).getByText(account ?? '', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('socialSignIn'))).toBeNull();
});

for (const language of ['en', 'cn'] as const) {
  test(`Deny at the provider opens the login modal with the error in ${language}`, async ({ browser }) => {
    const context = await contextInLanguage(browser, language);
    const page = await context.newPage();
    try {
      await openLogin(page, language);
      await socialGroup(page, language)
        .getByRole('button', { name: continueWith(language, 'Facebook') })
        .click();
      await expect(page).toHaveURL(/\/__dev\/oauth\/facebook\/authorize\?/);
      await page.getByRole('button', { name: 'Deny' }).click();

      await expect(page).toHaveURL(/\/index$/);
      const warning = page.getByRole('alertdialog');
      await expect(warning).toContainText(text(language, 'social.access.denied', 'errors'));
      await expectAccessible(page, 'social sign-in denied');
      // The reason first; confirming it opens the login modal to try again.
      await warning.getByRole('button', { name: text(language, 'actions.confirm') }).click();
      await expect(loginDialog(page, language)).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
}

test('the operator switches providers off and their buttons disappear', async ({ page, request }) => {
  await setProvider(request, 'google', false);
  await openLogin(page);
  await expectButtons(page, ['Facebook']);

  await setProvider(request, 'facebook', false);
  const listed = page.waitForResponse((r) => r.url().includes('/wps/session/social/providers'));
  await openLogin(page);
  expect(await (await listed).json()).toEqual({ success: true, value: [] });
  await expect(loginDialog(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(socialGroup(page)).toHaveCount(0);
  await expect(loginDialog(page).getByRole('button', { name: /Google|Facebook/ })).toHaveCount(0);
});
