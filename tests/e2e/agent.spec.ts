import type { Page } from '@playwright/test';
import { text } from './locales.ts';
import { clientAddress, expect, expectAccessible, logInFromHome, test, uniqueUsername } from './support.ts';

const a = (key: string) => text('en', key, 'agent');

const menu = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'transactionDetails',
  'dividend',
  'dailySalary',
  'hourSalary',
  'realTimeSalary',
].map((page) => a(`pages.${page}`));

/** Every agent-centre read the site makes, as the site makes it (the session token as Authorization). */
const agentCalls = [
  '/wps/agent/overview',
  '/wps/agent/team',
  '/wps/agent/team/betting',
  '/wps/agent/team/profit-loss',
  '/wps/agent/income',
  '/wps/member/info/funds/consolidated',
];

async function openAgentCentre(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'account.agentCentre'), exact: true })
    .click();
  const centre = page.getByRole('dialog', { name: a('title') });
  await expect(centre).toBeVisible();
  return centre;
}

async function goTo(page: Page, entry: string) {
  const centre = page.getByRole('dialog', { name: a('title') });
  await centre.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click();
  await expect(centre.getByRole('heading', { name: entry, exact: true })).toBeVisible();
  return centre;
}

test('an agent walks the agent centre, opens a downline agent and gives it a contract it accepts; a lower offer ends it', async ({
  page,
  browser,
}) => {
  await logInFromHome(page, 'demoagent1', 'demo1234');
  const centre = await openAgentCentre(page);
  // The overview is the default page, with the seeded team's figures.
  await expect(
    centre.getByRole('heading', { name: a('pages.agentTeamOverview'), exact: true }),
  ).toBeVisible();
  await expect(centre.getByRole('list', { name: a('overview.team') })).toContainText(a('overview.teamSize'));
  await expectAccessible(page, 'agent overview');
  // The calls a plain member is refused (last test) answer the agent.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  for (const path of agentCalls) {
    const response = await page.request.get(path, {
      headers: { Merchant: 'demo', Authorization: token ?? '' },
    });
    expect({ path, success: ((await response.json()) as { success: boolean }).success }).toEqual({
      path,
      success: true,
    });
  }
  await expect(centre.getByRole('navigation').getByRole('link')).toHaveText(menu);
  for (const entry of menu) await goTo(page, entry);
  await goTo(page, a('pages.teamBetting'));
  await expect(centre.getByRole('table', { name: a('pages.teamBetting') })).toBeVisible();
  await expectAccessible(page, 'team betting');

  // Register centre: a new agent in the downline.
  const downline = uniqueUsername('dl');
  await goTo(page, a('pages.registerCenter'));
  const form = centre.getByRole('form', { name: a('pages.registerCenter') });
  await form.getByRole('textbox', { name: a('register.username') }).fill(downline);
  await form.getByRole('textbox', { name: a('register.password'), exact: true }).fill('secret123');
  await form.getByRole('textbox', { name: a('register.confirmPassword'), exact: true }).fill('secret123');
  await form.getByRole('button', { name: a('register.accountType') }).click();
  await page.getByRole('option', { name: a('type.agent') }).click();
  await form.getByRole('button', { name: a('register.submit') }).click();
  await expect(form.getByRole('status')).toContainText(downline);

  // Offer a daily salary contract of 0.5 %.
  await goTo(page, a('pages.dailySalary'));
  const offer = centre.getByRole('form', { name: a('contract.offerTitle') });
  await offer.getByRole('textbox', { name: a('contract.downline') }).fill(downline);
  await offer.getByRole('textbox', { name: a('contract.ratePercent') }).fill('0.5');
  await offer.getByRole('button', { name: a('contract.offer') }).click();
  await expect(centre.getByRole('status')).toHaveText(a('contract.offered'));
  await expect(centre.getByRole('table', { name: a('contract.given') })).toContainText(downline);

  // The downline accepts it in its own browser.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  const downlinePage = await other.newPage();
  await logInFromHome(downlinePage, downline, 'secret123');
  const theirs = await openAgentCentre(downlinePage);
  await goTo(downlinePage, a('pages.dailySalary'));
  const offers = theirs.getByRole('table', { name: a('contract.offers') });
  await expect(offers).toContainText('0.50 %');
  await offers.getByRole('button', { name: a('contract.accept') }).click();
  await expect(theirs.getByRole('status')).toHaveText(a('contract.accepted'));
  await expect(theirs.getByRole('list', { name: a('contract.own') })).toContainText('0.50 %');
  await expectAccessible(downlinePage, 'daily salary');

  // A lower offer asks first, then ends the downline's contract and waits as an offer.
  await goTo(page, a('pages.myIncome'));
  await goTo(page, a('pages.dailySalary'));
  await expect(
    centre.getByRole('table', { name: a('contract.given') }).getByRole('row', { name: new RegExp(downline) }),
  ).toContainText(a('contract.status_active'));
  await offer.getByRole('textbox', { name: a('contract.downline') }).fill(downline);
  await offer.getByRole('textbox', { name: a('contract.ratePercent') }).fill('0.3');
  await offer.getByRole('button', { name: a('contract.offer') }).click();
  await page.getByRole('button', { name: a('contract.lowerConfirm') }).click();
  await expect(centre.getByRole('status')).toHaveText(a('contract.offered'));
  // The downline, on a fresh visit, holds no contract any more and sees the lower offer.
  await downlinePage.reload();
  await openAgentCentre(downlinePage);
  await goTo(downlinePage, a('pages.dailySalary'));
  await expect(theirs.getByText(a('contract.none'))).toBeVisible();
  await expect(theirs.getByRole('table', { name: a('contract.offers') })).toContainText('0.30 %');
  await other.close();
});

test('a plain member has no agent entry, and the server refuses it every agent call', async ({ page }) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await expect(page.getByRole('banner').getByRole('status')).toContainText(/\d\.\d{2}/);
  await expect(
    page.getByRole('button', { name: text('en', 'account.agentCentre'), exact: true }),
  ).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'the member is logged in').toBeTruthy();
  for (const path of agentCalls) {
    const response = await page.request.get(path, {
      headers: { Merchant: 'demo', Authorization: token ?? '' },
    });
    const body = (await response.json()) as { success: boolean; errorCode?: string };
    expect({ path, success: body.success, errorCode: body.errorCode }).toEqual({
      path,
      success: false,
      errorCode: 'account.agent.only',
    });
  }
});
