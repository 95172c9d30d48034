import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  latestCode,
  operator,
  test,
  uniqueMobile,
  uniqueUsername,
} from './support.ts';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

async function openLogin(page: Page) {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function loginWithPassword(page: Page, username: string, password: string) {
  await openLogin(page);
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page, 'after-login modal');
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toHaveCount(0);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(confirm.getByText('Do you want to log out?')).toBeVisible();
  await expectAccessible(page, 'logout confirmation');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

test('register by username, log out, log in again', async ({ page }) => {
  const username = uniqueUsername('reg');
  const password = 'abc12345';

  await page.goto('/register?referralCode=FRIEND1');
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register).toBeVisible();
  await expectAccessible(page, 'register modal');
  await register.getByRole('textbox', { name: 'Username' }).fill(username);
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await register.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('mismatch1');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByText('The two entries do not match')).toBeVisible();
  await register.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(register).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
  await expectAccessible(page, 'home, logged in');

  await logout(page);

  await loginWithPassword(page, username, password);
  await closeWelcome(page);
  await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
});

test('a wrong password shows the translated error in a warning dialog', async ({ page }) => {
  await loginWithPassword(page, 'demomember', 'wrongpass1');
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeVisible();
  await expect(warning).not.toContainText('login.credentials.invalid');
  await expectAccessible(page, 'login error dialog');
});

test('the default weak password forces a password change', async ({ page }) => {
  await loginWithPassword(page, 'demoweak', '123456');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByText('For your security')).toBeVisible();
  await expectAccessible(page, 'forced change-password modal');
  // Forced: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();

  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Better123');
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Better123');
  await change.getByRole('button', { name: /Confirm|Submit/ }).click();
  await expect(change).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The new password works; the old one is gone.
  await logout(page);
  await loginWithPassword(page, 'demoweak', 'Better123');
  await closeWelcome(page);
});

test('SMS registration and SMS login with codes from the outbox', async ({ page, request }) => {
  const mobile = uniqueMobile();
  const username = uniqueUsername('sms');
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('tab', { name: 'Mobile registration' }).click();
  // The dialing code's flag comes from the platform's image host, not the grey placeholder.
  const flag = register.locator('img[src$="/COUNTRY_FLAG/PH.png"]');
  await expect(flag).toBeVisible();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await register.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const username_ = register.getByRole('textbox', { name: 'Username' });
  if (await username_.count()) await username_.fill(username);
  const passwords = register.getByRole('textbox', { name: 'Password', exact: true });
  if (await passwords.count()) {
    await passwords.fill('abc12345');
    await register.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abc12345');
  }
  await register.getByRole('button', { name: 'Send code' }).click();
  await expect(register.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await register.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(request, mobile));
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await logout(page);

  await openLogin(page);
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: 'SMS login' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const before = Date.now();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await expectAccessible(page, 'SMS login tab');
  await expect.poll(() => Date.now() - before).toBeGreaterThan(0);
  await dialog.getByRole('textbox', { name: 'SMS code' }).fill(await latestCode(request, mobile));
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // SMS logins never force a password change.
  await closeWelcome(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('forgot password by e-mail sends a reset message', async ({ page, request }) => {
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  await expectAccessible(page, 'forgot-password modal');
  await forgot.getByRole('textbox', { name: 'Username' }).fill('demomember');
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill('member@demo.playsite.test');
  await forgot.getByRole('button', { name: /Submit|Confirm/ }).click();
  await expect(page.getByText('A password reset e-mail has been sent')).toBeVisible();
  const mail = await request.get('/__dev/outbox?to=member@demo.playsite.test');
  expect(((await mail.json()) as { value: unknown[] }).value.length).toBeGreaterThan(0);
});

test('free play logs in a trial account that is refused member features', async ({ page }) => {
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Free trial' }).click();
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('needs a real account');
  await expectAccessible(page, 'trial warning');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
});

test('notices: the notice page lists pages of 9 that expand to sanitised HTML', async ({ page, request }) => {
  await operator(request, 'announcements', {
    type: 'PL',
    title: 'Sanitised notice',
    content: '<p><b>Bold news</b><img src="x" onerror="window.__xss = 1"></p>',
  });
  await page.goto('/noticePage');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Notification pages' });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  for (
    let turn = 0;
    turn < 5 && (await page.getByRole('button', { name: /Sanitised notice/ }).count()) === 0;
    turn++
  ) {
    await pages.getByRole('button', { name: 'Next page' }).click();
  }
  await page.getByRole('button', { name: /Sanitised notice/ }).click();
  await expect(page.getByText('Bold news')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expectAccessible(page, 'notice page');
});

test('remember me keeps no password, signs a new tab in, and logging out forgets the device', async ({
  page,
  context,
}) => {
  await openLogin(page);
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demomember');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
  // The box is react-aria's: its label takes the click for the visually hidden input.
  await dialog.getByText('Remember password').click();
  await expect(dialog.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await closeWelcome(page);

  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.value).join(' ')).not.toContain('demo1234');
  expect(cookies.find((cookie) => cookie.name === 'playsite_remember')).toMatchObject({ httpOnly: true });

  // A new tab has no session storage of its own: the remembered device signs it in.
  const tab = await context.newPage();
  await tab.goto('/index');
  await expect(tab.getByRole('banner').getByText('demomember', { exact: true })).toBeVisible();
  await logout(tab);

  const later = await context.newPage();
  await later.goto('/index');
  await later.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const form = loginDialog(later);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('demomember');
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
});
