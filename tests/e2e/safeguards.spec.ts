import type { Page } from '@playwright/test';
import {
  clientAddress,
  expect,
  expectAccessible,
  latestCode,
  latestMessage,
  operator,
  test,
  uniqueMobile,
  uniqueUsername,
} from './support.ts';

/** Account safeguards (registration terms, reset by phone, new-IP login) and the download and join pages. */

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

async function openLogin(page: Page) {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toHaveCount(0);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

test('registration refuses without the 18+/terms box once the brand enables it', async ({
  page,
  request,
}) => {
  await operator(request, 'register-field', { field: 'agreeTerms', enabled: true });
  try {
    const username = uniqueUsername('terms');
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abc12345');
    const terms = dialog.getByRole('link', { name: /Read the terms and conditions/ });
    await expect(terms).toHaveAttribute('href', '/help?topic=terms');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText('You must be 18 or over and agree to the terms')).toBeVisible();
    await expectAccessible(page, 'register modal with the terms box');
    await dialog.getByText('I am 18 or older and agree to the terms').click();
    await expect(
      dialog.getByRole('checkbox', { name: 'I am 18 or older and agree to the terms' }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  } finally {
    await operator(request, 'register-field', { field: 'agreeTerms', enabled: false });
  }
});

test('forgot password by phone ends logged in with the new password', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await page.goto('/register');
  const signUp = page.getByRole('dialog', { name: 'Register' });
  await signUp.getByRole('tab', { name: 'Mobile registration' }).click();
  await signUp.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const passwords = signUp.getByRole('textbox', { name: 'Password', exact: true });
  if (await passwords.count()) {
    await passwords.fill('abc12345');
    await signUp.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abc12345');
  }
  await signUp.getByRole('button', { name: 'Send code' }).click();
  const registrationCode = await latestMessage(request, mobile);
  await signUp.getByRole('textbox', { name: 'Verification code' }).fill(registrationCode.code ?? '');
  await signUp.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(signUp).toHaveCount(0);
  await logout(page);

  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'By phone' }).click();
  await forgot.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByRole('button', { name: /Resend in/ })).toBeVisible();
  // The registration's code came first; the reset's own is the newer one.
  const code = (await latestMessage(request, mobile, registrationCode.id)).code ?? '';
  await forgot.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await forgot.getByLabel(/^New password/).fill('newpass123');
  await forgot.getByRole('button', { name: /Submit|Confirm/ }).click();
  await expect(forgot).toHaveCount(0);
  await closeWelcome(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});

test('a login from a new IP asks for verification, and the IP is known afterwards', async ({
  page,
  browser,
  request,
}) => {
  const username = uniqueUsername('newip');
  const email = `${username}@example.com`;
  // Registered, with an e-mail address to verify by, from this journey's own address.
  await page.goto('/register');
  const signUp = page.getByRole('dialog', { name: 'Register' });
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await signUp.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abc12345');
  await signUp.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await signUp.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(signUp).toHaveCount(0);
  await logout(page);
  await operator(request, 'flags', { modId: 'LOGINIPVERF3', enabled: true });
  try {
    const elsewhere = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    });
    const other = await elsewhere.newPage();
    await openLogin(other);
    const dialog = loginDialog(other);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByText('You are logging in from a new device or location.')).toBeVisible();
    await expectAccessible(other, 'new-IP verification step');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(request, email));
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await closeWelcome(other);
    await logout(other);

    // Known now: the same address logs in at once.
    await openLogin(other);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await closeWelcome(other);
    await elsewhere.close();
  } finally {
    await operator(request, 'flags', { modId: 'LOGINIPVERF3', enabled: false });
  }
});

test('/down lists the three apps, each with its QR code and install steps', async ({ page }) => {
  await page.goto('/down');
  for (const [id, name] of [
    ['ios', 'iOS app'],
    ['android', 'Android app'],
    ['lite', 'Lite app'],
  ] as const) {
    const entry = page.getByTestId(`app-${id}`);
    await expect(entry.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(entry.getByRole('img', { name: `QR code of the ${name}` })).toBeVisible();
    await expect(entry.getByRole('link', { name: `Download the ${name}` })).toHaveAttribute('href', /.+/);
    await expect(entry.getByRole('listitem').first()).not.toBeEmpty();
  }
  await expectAccessible(page, '/down');
});

test('an agent application from /join reaches the operator, and its approval shows', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('join');
  await page.goto('/register');
  const signUp = page.getByRole('dialog', { name: 'Register' });
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('abc12345');
  await signUp.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('abc12345');
  await signUp.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(signUp).toHaveCount(0);

  await page.goto('/join');
  const form = page.getByRole('form', { name: 'Your application' });
  await form.getByRole('textbox', { name: /^Contact/ }).fill(`${username}@example.com`);
  await form.getByRole('button', { name: /Where will your players come from\?/ }).click();
  await page.getByRole('option', { name: 'Social media' }).click();
  await form.getByRole('button', { name: 'Send application' }).click();
  const decision = page.getByTestId('agent-application');
  await expect(decision.getByText('Under review')).toBeVisible();

  const queue = await request.get('/__operator/content/agent-applications');
  const pending = ((await queue.json()) as { value: { id: number; username: string; status: string }[] })
    .value;
  const mine = pending.find((application) => application.username === username);
  expect(mine?.status).toBe('pending');
  await operator(request, 'content/agent-decide', {
    id: mine?.id,
    approve: true,
    remark: 'Welcome to the team',
  });

  await page.reload();
  await expect(decision.getByText('Approved')).toBeVisible();
  await expect(decision.getByText('Welcome to the team')).toBeVisible();
  await expectAccessible(page, '/join with a decision');
});
