import type { Locator, Page } from '@playwright/test';
import { text } from './locales.ts';
import {
  expect,
  expectAccessible,
  latestCode,
  logInFromHome,
  register,
  test,
  uniqueMobile,
  uniqueUsername,
} from './support.ts';

/** Journeys of issue 7: the security centre, transfer to downline, and the bar's entries. */

const w = (key: string) => text('en', key, 'wallet');
const c = (key: string) => text('en', key, 'common');

// Builds and two cores shared with other runs: generous limits.
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

const memberCentre = (page: Page) => page.getByRole('dialog', { name: c('account.personalCenter') });
const header = (page: Page) => page.getByRole('banner');

/** Opens the member centre from a logged-in bar entry and waits for the page's heading. */
async function openFromBar(page: Page, entry: string, heading: string): Promise<Locator> {
  await header(page).getByRole('button', { name: entry, exact: true }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
  return centre;
}

async function closeCentre(page: Page) {
  const centre = memberCentre(page);
  await centre.getByRole('button', { name: c('actions.close') }).click();
  await expect(centre).toHaveCount(0);
}

/** The header balance in minor units (its text reads e.g. "P 19,876.54"). */
async function headerBalance(page: Page): Promise<number> {
  const shown = (await header(page).getByRole('status').textContent()) ?? '';
  const match = shown.match(/(\d[\d,]*)\.(\d{2})/);
  if (!match) throw new Error(`no balance in "${shown}"`);
  return Number(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`);
}

const formatMinor = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a member binds a mobile number with the outbox code and picks a gallery avatar', async ({
  page,
  request,
}) => {
  await register(page, uniqueUsername('prf'), 'abc12345');
  const centre = await openFromBar(page, c('account.personalCenter'), w('pages.securityCenter'));
  await expect(centre.getByText(w('security.notBound')).first()).toBeVisible();

  // Bind a mobile number: the code arrives in the outbox, the page shows the number masked.
  await centre.getByRole('button', { name: w('security.bindMobile') }).click();
  const form = centre.getByRole('form', { name: w('security.bindMobile') });
  const mobile = uniqueMobile();
  await form.getByRole('textbox', { name: text('en', 'labels.mobileNum', 'forms') }).fill(mobile);
  await form.getByRole('button', { name: text('en', 'actions.sendCode', 'forms') }).click();
  const code = await latestCode(request, `+63${mobile}`);
  // The send button counts down until a new code may be asked for.
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await form.getByRole('textbox', { name: text('en', 'labels.verificationCode', 'forms') }).fill(code);
  await expectAccessible(page, 'bind mobile form');
  await form.getByRole('button', { name: w('security.bindMobile') }).click();
  await expect(centre.getByRole('status').filter({ hasText: w('security.mobileBound') })).toBeVisible();
  const masked = `+63 ${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
  await expect(centre.getByText(masked)).toBeVisible();
  await expect(centre.getByText(mobile, { exact: false })).toHaveCount(0);
  // A change of the bound number asks for the login password.
  await centre.getByRole('button', { name: w('security.changeMobile') }).click();
  await expect(
    centre.getByRole('form', { name: w('security.changeMobile') }).getByLabel(w('security.loginPassword')),
  ).toBeVisible();
  await centre
    .getByRole('button', { name: w('security.changeMobile') })
    .first()
    .click();

  // Pick the second gallery picture: it is the one shown as the avatar.
  await centre.getByRole('button', { name: w('security.changeAvatar') }).click();
  const gallery = centre.getByRole('list', { name: w('security.gallery') });
  const choice = gallery.getByRole('button').nth(1);
  const src = await choice.getByRole('img').getAttribute('src');
  expect(src).toBeTruthy();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(centre.getByRole('status').filter({ hasText: w('security.avatarChanged') })).toBeVisible();
  await expect(centre.getByRole('img', { name: w('security.avatar'), exact: true })).toHaveAttribute(
    'src',
    src ?? '',
  );
  await expect(centre.getByText(w('security.avatarStatic'))).toBeVisible();
  await expectAccessible(page, 'avatar gallery');
});

test('a member fills the profile fields the brand shows, with the Zalo bonus hint and 18+ birthday', async ({
  page,
}) => {
  await register(page, uniqueUsername('prf'), 'abc12345');
  const centre = await openFromBar(page, c('account.personalCenter'), w('pages.securityCenter'));
  await centre.getByRole('button', { name: w('security.editProfile') }).click();
  const form = centre.getByRole('form', { name: w('security.editProfile') });
  const box = (key: string) => form.getByRole('textbox', { name: w(`security.${key}`), exact: true });
  await expect(form.getByText(w('security.zaloHint'))).toBeVisible();
  await expectAccessible(page, 'profile form');

  // The brand's rules hold before anything is sent: Zalo digits 9-11, a birthday 18 years back.
  await box('zalo').fill('12ab');
  await box('birthday').fill(`${new Date().getFullYear() - 10}-01-01`);
  await form.getByRole('button', { name: w('security.saveProfile') }).click();
  await expect(
    form.getByText(text('en', 'patterns.digits', 'forms').replace('{{min}}', '9').replace('{{max}}', '11')),
  ).toBeVisible();
  await expect(
    form.getByText(text('en', 'validation.minimumAge', 'forms').replace('{{age}}', '18')),
  ).toBeVisible();

  const values = {
    qqNum: '12345678',
    facebook: 'maria.santos',
    zalo: '0912345678',
    idNumber: 'P1234567A',
    birthday: '1990-04-25',
    address: '12 Rizal Avenue, Manila',
    nationality: 'Filipino',
    occupation: 'Teacher',
    incomeSource: 'Salary',
  };
  for (const [key, value] of Object.entries(values)) await box(key).fill(value);
  await form.getByRole('button', { name: w('security.saveProfile') }).click();
  await expect(centre.getByRole('status').filter({ hasText: w('security.profileSaved') })).toBeVisible();

  // Kept by the server: a fresh page shows them again (loaded without the centre's address, which
  // would reopen the centre over the page).
  await page.goto('/index');
  const again = await openFromBar(page, c('account.personalCenter'), w('pages.securityCenter'));
  await again.getByRole('button', { name: w('security.editProfile') }).click();
  const saved = again.getByRole('form', { name: w('security.editProfile') });
  for (const [key, value] of Object.entries(values))
    await expect(saved.getByRole('textbox', { name: w(`security.${key}`), exact: true })).toHaveValue(value);
});

test('a member binds an e-mail, changes it with the login password, and uploads their own avatar', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('prm');
  const password = 'abc12345';
  await register(page, username, password);
  const centre = await openFromBar(page, c('account.personalCenter'), w('pages.securityCenter'));
  const emailLabel = text('en', 'labels.email', 'forms');
  const codeLabel = text('en', 'labels.verificationCode', 'forms');
  const sendCode = text('en', 'actions.sendCode', 'forms');

  // Bind: no password asked, the code comes from the outbox.
  const first = `${username}@mail.test`;
  await centre.getByRole('button', { name: w('security.bindEmail') }).click();
  const bind = centre.getByRole('form', { name: w('security.bindEmail') });
  await expect(bind.getByLabel(w('security.loginPassword'))).toHaveCount(0);
  await bind.getByRole('textbox', { name: emailLabel }).fill(first);
  await bind.getByRole('button', { name: sendCode }).click();
  await bind.getByRole('textbox', { name: codeLabel }).fill(await latestCode(request, first));
  await bind.getByRole('button', { name: w('security.bindEmail') }).click();
  await expect(centre.getByRole('status').filter({ hasText: w('security.emailBound') })).toBeVisible();
  await expect(centre.getByText(`${first.slice(0, 2)}***@mail.test`)).toBeVisible();

  // Change: the login password is required; a wrong one is refused in words, the right one binds.
  const second = `x${username}@mail.test`;
  await centre.getByRole('button', { name: w('security.changeEmail') }).click();
  const change = centre.getByRole('form', { name: w('security.changeEmail') });
  await change.getByRole('textbox', { name: emailLabel }).fill(second);
  await change.getByRole('button', { name: sendCode }).click();
  await change.getByRole('textbox', { name: codeLabel }).fill(await latestCode(request, second));
  const submit = change.getByRole('button', { name: w('security.changeEmail') });
  await submit.click();
  await expect(change.getByText(w('form.required'))).toBeVisible();
  await change.getByLabel(w('security.loginPassword')).fill('wrong12345');
  await submit.click();
  await expect(change.getByRole('alert')).toHaveText(text('en', 'password.login.invalid', 'errors'));
  await change.getByLabel(w('security.loginPassword')).fill(password);
  await expectAccessible(page, 'change e-mail form');
  await submit.click();
  await expect(centre.getByRole('status').filter({ hasText: w('security.emailBound') })).toBeVisible();
  await expect(centre.getByText(`${second.slice(0, 2)}***@mail.test`)).toBeVisible();

  // Upload an own picture (a 1 × 1 PNG): the avatar becomes CUSTOM.
  await centre.getByRole('button', { name: w('security.changeAvatar') }).click();
  const upload = centre.getByRole('form', { name: w('security.uploadTitle') });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByText('me.png')).toBeVisible();
  await upload.getByRole('button', { name: w('security.uploadSubmit') }).click();
  await expect(centre.getByRole('status').filter({ hasText: w('security.avatarChanged') })).toBeVisible();
  await expect(centre.getByText(w('security.avatarCustom'), { exact: true })).toBeVisible();
  await expect(centre.getByRole('img', { name: w('security.avatar'), exact: true })).toHaveAttribute(
    'src',
    /.+/,
  );
});

test('an agent transfers to a downline member and the header balance drops by the amount', async ({
  page,
}) => {
  await logInFromHome(page, 'demoagent1', 'demo1234');
  await expect(header(page).getByRole('status')).toContainText(/\d\.\d{2}/);
  const before = await headerBalance(page);

  const centre = await openFromBar(page, c('account.personalCenter'), w('pages.securityCenter'));
  await centre
    .getByRole('navigation')
    .getByRole('link', { name: w('pages.transferUpline'), exact: true })
    .click();
  await expect(centre.getByRole('tab', { name: w('downline.tab') })).toHaveAttribute('aria-selected', 'true');
  await expect(centre.getByRole('tab', { name: w('upline.tab') })).toBeVisible();

  // The seeded agent has no payment password yet: the page asks for one first.
  const setPassword = centre.getByRole('button', { name: w('withdraw.setPasswordSubmit') });
  const downlineForm = centre.getByRole('form', { name: w('downline.title') });
  await expect(setPassword.or(downlineForm)).toBeVisible();
  if (await setPassword.isVisible()) {
    await centre.getByLabel(w('withdraw.loginPassword')).fill('demo1234');
    await centre.getByLabel(w('withdraw.newPaymentPassword')).fill('135790');
    await centre.getByLabel(w('withdraw.confirmPaymentPassword')).fill('135790');
    await setPassword.click();
  }
  await expect(downlineForm).toBeVisible();

  await downlineForm.getByRole('button', { name: new RegExp(`${w('downline.member')}$`) }).click();
  await page.getByRole('option', { name: /demomember/ }).click();
  await downlineForm.getByRole('textbox', { name: w('transfer.amount') }).fill('12.34');
  await downlineForm.getByLabel(w('withdraw.paymentPassword')).fill('135790');
  await expectAccessible(page, 'transfer to downline');
  const submit = downlineForm.getByRole('button', { name: w('downline.submit') });
  await submit.click();
  await expect(downlineForm.getByRole('status')).toContainText(`12.34 sent to demomember`);
  await expect(submit).toBeEnabled();
  await expect(header(page).getByRole('status')).toContainText(formatMinor(before - 1234));
  expect(await headerBalance(page)).toBe(before - 1234);
});

test('the logged-in bar opens personal profit and the VIP rank', async ({ page }) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await openFromBar(page, c('account.personalProfit'), w('pages.personalProfit'));
  await expect(
    memberCentre(page).getByRole('link', { name: w('pages.personalProfit'), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await closeCentre(page);
  await openFromBar(page, c('account.playerRank'), w('pages.playerRank'));
  await expect(
    memberCentre(page).getByRole('link', { name: w('pages.playerRank'), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
