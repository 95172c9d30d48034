import type { Page } from '@playwright/test';
import { type Language, text } from './locales.ts';
import { clearLoginFailures, contextInLanguage, expect, expectAccessible, test } from './support.ts';

/** The inline login form in the header (docs/product.md § Header), merchant demo. */

const header = (page: Page) => page.getByRole('banner');
const headerForm = (page: Page, language: Language = 'en') =>
  header(page).getByRole('form', { name: text(language, 'account.login') });
const usernameField = (page: Page, language: Language = 'en') =>
  headerForm(page, language).getByRole('textbox', { name: text(language, 'labels.username', 'forms') });
const passwordField = (page: Page, language: Language = 'en') =>
  headerForm(page, language).getByLabel(text(language, 'labels.password', 'forms'), { exact: true });

test.beforeEach(async ({ request }) => {
  await clearLoginFailures(request);
});

test.afterAll(async ({ request }) => {
  await clearLoginFailures(request);
});

test('a guest logs in from the header form and sees the logged-in bar with the balance', async ({ page }) => {
  await page.goto('/index');
  await expect(usernameField(page)).toBeVisible();
  await expectAccessible(page, 'header login form');
  await usernameField(page).fill('demomember');
  await passwordField(page).fill('demo1234');
  await headerForm(page)
    .getByRole('button', { name: text('en', 'account.login'), exact: true })
    .click();

  // The same after-login steps as the login modal: the welcome modal, then the logged-in bar.
  const welcome = page.getByRole('dialog', { name: text('en', 'afterLogin.title') });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: text('en', 'afterLogin.start') }).click();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('status')).toContainText(/\d[\d,]*\.\d{2}/);
  await expect(header(page).getByText('demomember', { exact: true })).toBeVisible();
  await expect(headerForm(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
});

for (const language of ['en', 'cn'] as const) {
  test(`a wrong password shows the error inline in ${language} and keeps the username`, async ({
    browser,
  }) => {
    const context = await contextInLanguage(browser, language);
    const page = await context.newPage();
    try {
      await page.goto('/index');
      await usernameField(page, language).fill('demomember');
      await passwordField(page, language).fill('wrongpass1');
      await passwordField(page, language).press('Enter');

      const alert = headerForm(page, language).getByRole('alert');
      await expect(alert).toHaveText(text(language, 'login.credentials.invalid', 'errors'));
      await expect(usernameField(page, language)).toHaveValue('demomember');
      await expect(usernameField(page, language)).toHaveAttribute('aria-invalid', 'true');
      // Inline only: no dialog, no modal, still a guest.
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await expectAccessible(page, 'header login error');
    } finally {
      await context.close();
    }
  });
}

test('when the platform asks for a captcha, the login modal takes over with the username', async ({
  page,
}) => {
  await page.goto('/index');
  await usernameField(page).fill('demomember');
  // The third failure of an account asks for a captcha (reference server default).
  for (let attempt = 1; attempt <= 3; attempt++) {
    await passwordField(page).fill(`wrongpass${attempt}`);
    await passwordField(page).press('Enter');
    if (attempt === 3) break;
    // Settled (the Log in button no longer busy) before the next try.
    await expect(
      headerForm(page).getByRole('button', { name: 'Log in', exact: true }).first(),
    ).not.toHaveAttribute('aria-busy', 'true');
    await expect(headerForm(page).getByRole('alert')).toHaveText(
      text('en', 'login.credentials.invalid', 'errors'),
    );
  }
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(text('en', 'login.credentials.invalid', 'errors'));
  await warning.getByRole('button').first().click();

  const dialog = page.getByRole('dialog', { name: text('en', 'login.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('demomember');
  await expect(dialog.getByRole('textbox', { name: /Captcha/ })).toBeVisible();
});

test('on a phone the header shows Log in and Register, and Log in opens the login modal', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/index');
  await expect(headerForm(page)).toBeVisible();
  await expect(usernameField(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await header(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'login.title') })).toBeVisible();
  await expectAccessible(page, 'login modal on a phone');
});
