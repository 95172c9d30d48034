import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  choose,
  expectHeaderBalance,
  memberCentre,
  openCentrePage,
  requestDeposit,
  requestWithdrawal,
  setUpPayout,
  w,
} from './centre.ts';
import { expect, expectAccessible, operator, register, test, uniqueUsername } from './support.ts';

/**
 * The operator's day in the back office (packages/backoffice): two operators log in with a password
 * and a TOTP code, credit a new player (maker-checker: the one who asked may not approve), approve
 * the player's withdrawal above the second-approver threshold, publish a notice the site shows, and
 * verify the audit chain of all that.
 */

test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

const password = 'correct horse battery';

/** A new back-office operator (the CLI's command over the operator API) with its own browser. */
async function operatorBrowser(browser: Browser, request: APIRequestContext, role: string) {
  const username = uniqueUsername(`bo${role.slice(0, 3)}`);
  await operator(request, 'backoffice/operators', { username, password, role });
  const context = await browser.newContext();
  const page = await context.newPage();
  return { username, page, close: () => context.close() };
}

/** Password, then the enrolment screen's key turned into a code, as an authenticator app does. */
async function logInWithTotp(page: Page, username: string) {
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret, 'the enrolment key is shown').toBeTruthy();

  // A wrong code is refused in words, and the field is emptied for the next try.
  await page.getByRole('textbox', { name: '6-digit code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right, or was already used.')).toBeVisible();

  await page.getByRole('textbox', { name: '6-digit code' }).fill(await generate({ secret: secret ?? '' }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
}

/** Finds a player by username and opens their 360 page. */
async function openPlayer(page: Page, username: string) {
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Players' })
    .click();
  await page.getByRole('textbox', { name: /Search by username/ }).fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Open ${username}` }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name }).click();

test('two operators credit a player, approve a large withdrawal between them, publish a notice, and the audit chain holds', async ({
  browser,
  page,
  request,
}) => {
  const owner = await operatorBrowser(browser, request, 'owner');
  const finance = await operatorBrowser(browser, request, 'finance');
  await logInWithTotp(owner.page, owner.username);
  await expectAccessible(owner.page, 'back-office players');
  await logInWithTotp(finance.page, finance.username);

  // A new player on the site.
  const player = uniqueUsername('bop');
  const playerPassword = 'abc12345';
  await register(page, player, playerPassword);

  // The owner asks for a credit of 6,000.00; the same operator may not approve it.
  await openPlayer(owner.page, player);
  const limits = owner.page.getByRole('region', { name: 'Limits and breaks' });
  await expect(limits.getByText('No break in force.')).toBeVisible();
  await expect(limits.getByText('No limit set.')).toBeVisible();
  await owner.page.getByRole('textbox', { name: 'Amount (negative to debit)' }).fill('6000');
  await owner.page.getByRole('textbox', { name: 'Reason' }).fill('welcome credit');
  await owner.page.getByRole('button', { name: 'Request adjustment' }).click();
  await expect(owner.page.getByText('Requested: a second operator must approve it.')).toBeVisible();
  const waiting = owner.page.getByRole('table', { name: 'Waiting for a second operator' });
  await expect(waiting).toContainText(`Requested by ${owner.username}`);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.page.getByText('A different operator must approve what you requested.')).toBeVisible();

  // The finance operator approves it: the player's balance is credited.
  await openPlayer(finance.page, player);
  const financeWaiting = finance.page.getByRole('table', { name: 'Waiting for a second operator' });
  await financeWaiting.getByRole('button', { name: 'Approve' }).click();
  await expect(finance.page.getByText('Approved.')).toBeVisible();
  await expect(finance.page.getByRole('table', { name: 'Wallets' })).toContainText('6,000.00');
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expectHeaderBalance(page, '6,000.00');

  // The player withdraws 5,000.00: above the threshold, two operators must approve.
  await page.getByRole('banner').getByRole('button', { name: 'Personal center' }).click();
  const withdraw = await openCentrePage(page, w('en', 'pages.withdraw'));
  await setUpPayout(withdraw, playerPassword, '246810');
  await requestWithdrawal(withdraw, '5000', '246810');
  await expectHeaderBalance(page, '1,000.00');

  await section(finance.page, 'Withdrawals');
  const queue = finance.page.getByRole('table', { name: 'Withdrawals waiting for a decision' });
  const row = queue.getByRole('row').filter({ hasText: player });
  await expect(row).toContainText('Needs a second approver');
  await expect(row).toContainText('5,000.00');
  await expectAccessible(finance.page, 'withdrawal queue');
  await row.getByRole('button', { name: /^Approve #/ }).click();
  await expect(finance.page.getByText('Recorded: another operator must approve it too.')).toBeVisible();
  await expect(row).toContainText(`Approved once by ${finance.username}`);
  await row.getByRole('button', { name: /^Approve #/ }).click();
  await expect(finance.page.getByText('A different operator must approve what you requested.')).toBeVisible();

  await section(owner.page, 'Withdrawals');
  const ownerRow = owner.page
    .getByRole('table', { name: 'Withdrawals waiting for a decision' })
    .getByRole('row')
    .filter({ hasText: player });
  await ownerRow.getByRole('button', { name: /^Approve #/ }).click();
  await expect(owner.page.getByText(/^Withdrawal #\d+ approved and paid\.$/)).toBeVisible();
  await expect(ownerRow).toHaveCount(0);

  // The player's withdrawal history shows it paid.
  await memberCentre(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    memberCentre(page).getByRole('form', { name: w('en', 'withdraw.confirmTitle') }),
  ).toBeVisible();

  // The owner publishes a notice; the site lists it at once.
  const headline = `Back-office notice ${player}`;
  await section(owner.page, 'Announcements');
  await owner.page.getByRole('textbox', { name: 'Title' }).fill(headline);
  await owner.page
    .getByRole('textbox', { name: /^Content/ })
    .fill(`<p>Maintenance tonight at <b>02:00</b> (${player}).</p>`);
  await owner.page.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.page.getByText(/^Published: announcement #\d+ is on the site\.$/)).toBeVisible();
  await page.goto('/noticePage');
  await page.getByRole('button', { name: new RegExp(headline) }).click();
  await expect(page.getByText(`Maintenance tonight at 02:00 (${player}).`)).toBeVisible();

  // Every write is in the audit log, and the chain verifies (in the console and for the CLI).
  await section(owner.page, 'Audit log');
  const log = owner.page.getByRole('table', { name: 'Every back-office write, newest first' });
  await expect(log).toContainText(finance.username);
  await expect(log).toContainText(owner.username);
  await owner.page.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(owner.page.getByText(/^The chain is intact \(\d+ rows\)\.$/)).toBeVisible();
  const verdict = (await (await request.get('/__operator/backoffice/audit-verify')).json()) as {
    value: { intact: boolean };
  };
  expect(verdict.value.intact).toBe(true);

  await owner.close();
  await finance.close();
});

test('a finance operator can not publish, and a player session opens nothing of the back office', async ({
  browser,
  page,
  request,
}) => {
  const finance = await operatorBrowser(browser, request, 'finance');
  await logInWithTotp(finance.page, finance.username);
  const links = finance.page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link');
  await expect(links.filter({ hasText: 'Withdrawals' })).toHaveCount(1);
  await expect(links.filter({ hasText: 'Announcements' })).toHaveCount(0);
  // The server refuses, whatever the screen shows.
  const refused = await finance.page.evaluate(async () => {
    const response = await fetch('/backoffice/api/announcements', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'PL', title: 'not allowed', content: '' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.value?.reason).toBe('roleForbidden');

  // A logged-in player's browser gets nothing from the back-office API.
  await register(page, uniqueUsername('bon'), 'abc12345');
  const answer = await page.evaluate(async () => (await fetch('/backoffice/api/players?q=demo')).status);
  expect(answer).toBe(401);
  await finance.close();
});

/** The primary colour an element paints with (the theme's custom property, inherited). */
const brandColourOf = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).getPropertyValue('--ps-color-background-brand').trim());

async function siteBrand(page: Page) {
  await page.goto('/index');
  const id = await page.evaluate(
    () => JSON.parse(document.getElementById('brand-settings')?.textContent ?? '{}').id as string,
  );
  return { id, colour: await brandColourOf(page.locator('html')) };
}

/** Publishes a design through the studio's API, as the logged-in operator of `page`. */
const publish = (page: Page, id: string, tokens: unknown) =>
  page.evaluate(
    async ({ id, tokens }) =>
      (
        await fetch(`/backoffice/api/brands/${id}/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tokens }),
        })
      ).status,
    { id, tokens },
  );

test('a marketing operator changes the brand colour in the studio, sees it in both previews, publishes, and the site wears it', async ({
  browser,
  page,
  request,
}) => {
  const marketing = await operatorBrowser(browser, request, 'marketing');
  const studio = marketing.page;
  await logInWithTotp(studio, marketing.username);
  const before = await siteBrand(page);
  const listed = (await studio.evaluate(
    async () => (await (await fetch('/backoffice/api/brands')).json()).value,
  )) as {
    brands: { id: string; label: string; tokens: { brand: string } }[];
  };
  const design = listed.brands.find((brand) => brand.id === before.id);
  expect(design, 'the studio lists the brand the site serves').toBeDefined();
  if (!design) return;
  try {
    await section(studio, 'Brand studio');
    await expect(studio.getByRole('heading', { level: 1, name: 'Brand studio' })).toBeVisible();
    await choose(studio.locator('main'), studio, 'Brand', design.label);
    const field = studio.getByLabel('Brand colour', { exact: true });
    await expect(field).toHaveValue(design.tokens.brand);
    const chosen = design.tokens.brand.toLowerCase() === '#2f6fd0' ? '#c0392b' : '#2f6fd0';

    // A colour that is not one is refused in words; a good one re-renders both previews.
    await field.fill('blue-ish');
    await expect(studio.getByText('Type a colour like #1a2b3c or #abc.')).toBeVisible();
    await expect(studio.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await field.fill(chosen);
    const components = studio.getByRole('region', { name: 'Components preview' });
    const previewButton = components.getByRole('button').first();
    await expect.poll(() => brandColourOf(previewButton)).not.toBe(before.colour);
    const drafted = await brandColourOf(previewButton);
    const phone = await (
      await studio.locator('iframe[title="Phone preview"]').elementHandle()
    )?.contentFrame();
    expect(phone, 'the phone preview is a frame').toBeTruthy();
    await expect
      .poll(() =>
        phone?.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ps-color-background-brand').trim(),
        ),
      )
      .toBe(drafted);
    await expect(studio.getByText(/^Accessibility: 0 violations$/)).toBeVisible({ timeout: 120_000 });
    await expectAccessible(studio, 'brand studio');

    await studio.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      studio.getByText(/^Published revision \d+: the site shows it on its next page load\.$/),
    ).toBeVisible();
    // Every server process looks for a new design at most once a second.
    await expect.poll(async () => (await siteBrand(page)).colour, { timeout: 15_000 }).toBe(drafted);
  } finally {
    // The journeys after this one compare the brand with its screenshots: put its design back.
    expect(await publish(studio, design.id, design.tokens)).toBe(200);
    await expect.poll(async () => (await siteBrand(page)).colour, { timeout: 15_000 }).toBe(before.colour);
    await marketing.close();
  }
  const verdict = (await (await request.get('/__operator/backoffice/audit-verify')).json()) as {
    value: { intact: boolean };
  };
  expect(verdict.value.intact).toBe(true);
});

/** The deposit number in a queue row's first cell. */
const depositIdOf = async (row: Locator) =>
  ((await row.getByRole('cell').first().textContent()) ?? '').replace(/\D/g, '');

test('a finance operator approves a player’s bank deposit from the queue, in bulk with a confirmation, and the balance shows it', async ({
  browser,
  page,
  request,
}) => {
  const finance = await operatorBrowser(browser, request, 'finance');
  await logInWithTotp(finance.page, finance.username);
  const player = uniqueUsername('bod');
  await register(page, player, 'abc12345');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  await requestDeposit(page, '650');
  await expect(memberCentre(page).getByText(w('en', 'deposit.pending'))).toBeVisible();

  await section(finance.page, 'Deposits');
  await finance.page.getByRole('searchbox', { name: 'Filter by player or channel' }).fill(player);
  const queue = finance.page.getByRole('table', { name: 'Deposits waiting for a decision' });
  const row = queue.getByRole('row').filter({ hasText: player });
  await expect(row).toContainText('650.00');
  await expect(queue.getByRole('row')).toHaveCount(2);
  // react-aria draws the box beside a visually hidden input: the label is what a player clicks.
  await finance.page.getByText('Select all', { exact: true }).click();
  await expect(
    finance.page.getByRole('checkbox', { name: `Select deposit #${await depositIdOf(row)}`, exact: true }),
  ).toBeChecked();
  await expectAccessible(finance.page, 'deposit queue');
  await finance.page.getByRole('button', { name: 'Approve selected (1)' }).click();
  const confirm = finance.page.getByRole('alertdialog', { name: 'Approve 1 deposit?' });
  await expect(confirm).toContainText('650.00');
  await confirm.getByRole('button', { name: 'Approve 1 deposit' }).click();
  await expect(finance.page.getByRole('status').filter({ hasText: 'Approved 1 deposit.' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(finance.page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/backoffice\/api\/deposits\.csv\?from=\d+&to=\d+$/,
  );

  await memberCentre(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expectHeaderBalance(page, '650.00');
  await finance.close();
});

test('the owner switches a feature flag off and on again in Settings; a read-only operator may only look', async ({
  browser,
  request,
}) => {
  const owner = await operatorBrowser(browser, request, 'owner');
  await logInWithTotp(owner.page, owner.username);
  await section(owner.page, 'Settings');
  await expect(owner.page.getByRole('radiogroup', { name: 'Site status' })).toBeVisible();
  await expect(owner.page.getByRole('radio', { name: 'Open to players' })).toBeChecked();
  await owner.page.getByRole('searchbox', { name: 'Filter flags' }).fill('FREEPLAY3');
  const flags = owner.page.getByRole('list', { name: 'Feature flags' });
  const flag = flags.getByRole('checkbox', { name: 'Free trial (FREEPLAY3)' });
  await expect(flag).toBeChecked();
  await expectAccessible(owner.page, 'settings');
  await flags.getByText('Free trial (FREEPLAY3)').click();
  await expect(owner.page.getByText('Free trial (FREEPLAY3) switched off.')).toBeVisible();
  await expect(flag).not.toBeChecked();
  const settings = (await owner.page.evaluate(
    async () => (await (await fetch('/backoffice/api/settings')).json()).value,
  )) as {
    flags: { modId: string; enabled: boolean }[];
  };
  expect(settings.flags.find((one) => one.modId === 'FREEPLAY3')?.enabled).toBe(false);
  await flags.getByText('Free trial (FREEPLAY3)').click();
  await expect(owner.page.getByText('Free trial (FREEPLAY3) switched on.')).toBeVisible();
  await expect(flag).toBeChecked();

  const reader = await operatorBrowser(browser, request, 'read-only');
  await logInWithTotp(reader.page, reader.username);
  await section(reader.page, 'Settings');
  await expect(reader.page.getByText('Only the owner can change settings.')).toBeVisible();
  await expect(reader.page.getByRole('radio', { name: 'Maintenance', exact: false })).toBeDisabled();
  await expect(reader.page.getByRole('button', { name: 'Change site status' })).toHaveCount(0);
  await owner.close();
  await reader.close();
});
