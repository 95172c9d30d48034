import type { APIRequestContext } from '@playwright/test';
import {
  choose,
  expectHeaderBalance,
  memberCentre,
  openCentrePage,
  requestDeposit,
  requestWithdrawal,
  setUpPayout,
  siteHeader,
  w,
} from './centre.ts';
import { messages, text } from './locales.ts';
import {
  expect,
  expectAccessible,
  logInFromHome,
  operator,
  register,
  test,
  uniqueUsername,
} from './support.ts';

const walletKeys = [...messages('en', 'wallet').keys()];
const rawWalletKeys = (shown: string) => walletKeys.filter((key) => shown.includes(key));

// Long journeys through many pages: a shared test machine needs more than the default.
test.describe.configure({ timeout: 600_000 });
test.use({ actionTimeout: 60_000 });

const header = siteHeader;

interface Queue {
  deposits: { depositId: number; username: string; status: string }[];
  withdrawals: { withdrawalId: number; username: string; status: string }[];
}

async function pending(request: APIRequestContext, username: string): Promise<Queue> {
  const body = (await (await request.get('/__operator/money/queue')).json()) as { value: Queue };
  return {
    // The queue also holds payouts waiting for the operator's resolution: only pending ones here.
    deposits: body.value.deposits.filter((d) => d.username === username && d.status === 'pending'),
    withdrawals: body.value.withdrawals.filter((d) => d.username === username && d.status === 'pending'),
  };
}

test('deposit, see the balance after approval, move it to a vendor wallet and back, withdraw and confirm', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('wal');
  const password = 'abc12345';
  await register(page, username, password);

  // Deposit 500.00 on a channel the operator approves by hand.
  await header(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { level: 3, name: 'Deposit', exact: true })).toBeVisible();
  await expect(centre.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(centre.getByText(w('en', 'deposit.emptyTitle'))).toBeVisible();
  await requestDeposit(page, '500');
  await expect(centre.getByText(w('en', 'deposit.pending'))).toBeVisible();
  await expect(centre.getByRole('table', { name: w('en', 'deposit.history') })).toContainText(
    w('en', 'deposit.status.pending'),
  );
  await expectAccessible(page, 'deposit page');

  const [deposit] = (await pending(request, username)).deposits;
  expect(deposit, 'the pending deposit is in the operator queue').toBeDefined();
  await operator(request, 'money/deposit-decide', { id: deposit?.depositId, approve: true });
  // The approval happens elsewhere: the member closes the overlay and refreshes the balance.
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expectHeaderBalance(page, '500.00');

  // Main wallet -> a vendor wallet, and back.
  await header(page).getByRole('button', { name: 'Personal center' }).click();
  const wallet = await openCentrePage(page, w('en', 'pages.transferFund'));
  const balances = wallet.getByRole('list', { name: w('en', 'transfer.wallets') });
  await expect(balances.getByRole('listitem').first()).toContainText('500.00');
  await choose(wallet, page, w('en', 'transfer.from'), w('en', 'transfer.main'));
  const vendor =
    (await balances.getByRole('listitem').nth(1).locator('span').first().textContent())?.trim() ?? '';
  await choose(wallet, page, w('en', 'transfer.to'), vendor);
  await wallet.getByRole('textbox', { name: w('en', 'transfer.amount') }).fill('120.50');
  await wallet.getByRole('button', { name: w('en', 'transfer.submit'), exact: true }).click();
  await expect(wallet.getByText(w('en', 'transfer.done'))).toBeVisible();
  await expect(balances.getByRole('listitem').nth(1)).toContainText('120.50');
  await expect(balances.getByRole('listitem').first()).toContainText('379.50');

  await choose(wallet, page, w('en', 'transfer.from'), vendor);
  await choose(wallet, page, w('en', 'transfer.to'), w('en', 'transfer.main'));
  await wallet.getByRole('button', { name: w('en', 'transfer.all') }).click();
  await expect(wallet.getByRole('textbox', { name: w('en', 'transfer.amount') })).toHaveValue('120.50');
  await wallet.getByRole('button', { name: w('en', 'transfer.submit'), exact: true }).click();
  await expect(balances.getByRole('listitem').first()).toContainText('500.00');
  await expectHeaderBalance(page, '500.00');

  // Withdraw: payment password, a bank card, the request, the payout, and the receipt.
  const withdraw = await openCentrePage(page, w('en', 'pages.withdraw'));
  await setUpPayout(withdraw, password, '246810');
  await requestWithdrawal(withdraw, '200', '246810');
  await expectHeaderBalance(page, '300.00');

  const [withdrawal] = (await pending(request, username)).withdrawals;
  expect(withdrawal, 'the withdrawal is in the operator queue').toBeDefined();
  await operator(request, 'money/withdrawal-decide', { id: withdrawal?.withdrawalId, approve: true });

  // The member comes back later: the header's Withdraw action opens the page afresh.
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    centre.getByRole('heading', { level: 3, name: w('en', 'pages.withdraw'), exact: true }),
  ).toBeVisible();
  const receipt = withdraw.getByRole('form', { name: w('en', 'withdraw.confirmTitle') });
  await expect(receipt.getByText(w('en', 'withdraw.confirmQuestion'))).toBeVisible();
  await expectAccessible(page, 'withdrawal confirmation');
  await receipt.getByRole('radio', { name: w('en', 'withdraw.result.received'), exact: true }).check();
  await receipt.getByRole('button', { name: w('en', 'withdraw.confirmSubmit') }).click();
  await expect(receipt).toHaveCount(0);
  await expect(withdraw.getByRole('table', { name: w('en', 'withdraw.history') })).toContainText(
    w('en', 'withdraw.confirm.received'),
  );

  // Every movement is in the account record.
  const records = await openCentrePage(page, w('en', 'pages.transactionHistory'));
  const table = records.getByRole('table', { name: w('en', 'pages.transactionHistory') });
  for (const type of ['deposit', 'wallet_transfer', 'withdrawal_hold']) {
    await expect(table).toContainText(w('en', `transType.${type}`));
  }
});

const axePages = new Set(
  ['securityCenter', 'transferFund', 'personalHistoryCopy', 'personalProfit', 'messageV2'].map((page) =>
    w('en', `pages.${page}`),
  ),
);

for (const language of ['en', 'cn'] as const) {
  test(`every member-centre page opens with data in ${language}`, async ({ page }) => {
    await logInFromHome(page, 'demomember', 'demo1234');
    // The stored language choice, as the language selector leaves it; the session survives the reload.
    await page.evaluate((lang) => {
      localStorage.setItem('hisLang', lang);
      localStorage.setItem('lang', lang);
    }, language);
    await page.reload();
    await header(page)
      .getByRole('button', { name: text(language, 'account.personalCenter'), exact: true })
      .click();
    const centre = page.getByRole('dialog', { name: text(language, 'account.personalCenter') });
    const menu = centre.getByRole('navigation', { name: w(language, 'menu.label') });
    await expect(menu).toBeVisible();
    await expect(
      centre.getByRole('heading', { level: 3, name: w(language, 'pages.securityCenter') }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: w(language, 'pages.securityCenter') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const names = await menu.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(13);
    for (const name of names) {
      const label = name.split('\n')[0]?.trim() ?? name;
      await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await expect(centre.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
      await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(centre.getByText(w(language, 'state.errorTitle'))).toHaveCount(0);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a user sees.
      const shown = await centre.innerText();
      expect(rawWalletKeys(shown), `raw keys on ${label} (${language})`).toEqual([]);
      // Axe on a few pages only: each run takes seconds on a shared machine.
      if (language === 'en' && axePages.has(label)) await expectAccessible(page, `member centre: ${label}`);
    }

    await centre.getByRole('button', { name: text(language, 'actions.close') }).click();
    await expect(centre).toHaveCount(0);
  });
}

/** "P 1,234.50" -> 123450 (the test reads what the page shows). */
const minorOf = (shown: string) => Number(shown.replace(/[^\d-]/g, ''));

test('a transfer whose answer is lost says "check your history", and its retry moves the money once', async ({
  page,
}) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await header(page).getByRole('button', { name: 'Personal center' }).click();
  const wallet = await openCentrePage(page, w('en', 'pages.transferFund'));
  const balances = wallet.getByRole('list', { name: w('en', 'transfer.wallets') });
  const vendorCard = balances.getByRole('listitem').nth(1);
  const vendor = (await vendorCard.locator('span').first().textContent())?.trim() ?? '';
  const before = minorOf((await vendorCard.locator('span').nth(1).textContent()) ?? '');

  await choose(wallet, page, w('en', 'transfer.from'), w('en', 'transfer.main'));
  await choose(wallet, page, w('en', 'transfer.to'), vendor);
  await wallet.getByRole('textbox', { name: w('en', 'transfer.amount') }).fill('1.25');

  // The server gets the transfer and does it; the browser never sees the answer.
  let seen = 0;
  await page.route('**/wps/relay/GCS_walletTransfer', async (route) => {
    seen += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await wallet.getByRole('button', { name: w('en', 'transfer.submit'), exact: true }).click();
  await expect(wallet.getByText(w('en', 'outcome.unknown'))).toBeVisible();
  await expect(wallet.getByRole('button', { name: w('en', 'outcome.checkHistory') })).toBeVisible();
  await expect(wallet.getByText('failed', { exact: false })).toHaveCount(0);
  expect(seen).toBe(1);

  // Retrying the same intent reuses its idempotency key: the server answers the first transfer.
  await page.unroute('**/wps/relay/GCS_walletTransfer');
  await wallet.getByRole('button', { name: w('en', 'transfer.submit'), exact: true }).click();
  await expect(wallet.getByText(w('en', 'transfer.done'))).toBeVisible();
  await expect
    .poll(async () => minorOf((await vendorCard.locator('span').nth(1).textContent()) ?? ''))
    .toBe(before + 125);
});

test('a payout not received is answered with a proof image', async ({ page, request }) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await header(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const centre = memberCentre(page);
  // The seeded card and payment password; a payout the operator makes now.
  await requestWithdrawal(centre, '100', '123456');
  for (const withdrawal of (await pending(request, 'demomember')).withdrawals) {
    await operator(request, 'money/withdrawal-decide', { id: withdrawal.withdrawalId, approve: true });
  }
  await centre.getByRole('button', { name: 'Close' }).click();
  await header(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const receipt = centre.getByRole('form', { name: w('en', 'withdraw.confirmTitle') }).first();
  await expect(receipt.getByText(w('en', 'withdraw.confirmQuestion'))).toBeVisible();
  await receipt.getByRole('radio', { name: w('en', 'withdraw.result.notReceived'), exact: true }).check();
  await receipt.getByRole('button', { name: w('en', 'withdraw.confirmSubmit') }).click();
  await expect(receipt.getByText(w('en', 'withdraw.proofProblem.missing')).first()).toBeVisible();

  // A 1 × 1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await receipt
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: png });
  await expect(receipt.getByText('statement.png')).toBeVisible();
  await expectAccessible(page, 'withdrawal proof upload');
  await receipt.getByRole('button', { name: w('en', 'withdraw.confirmSubmit') }).click();
  await expect(centre.getByRole('table', { name: w('en', 'withdraw.history') })).toContainText(
    w('en', 'withdraw.confirm.notReceived'),
  );
});
