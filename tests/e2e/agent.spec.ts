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

test('an agent walks the agent centre, opens a downline agent and gives it a contract it accepts; a lower tier ends it after confirmation', async ({
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

  // The agent's own daily contract: its tiers as a table (demoagent1: 0.6 / 0.8 / 1 % from 0 / 1,000 / 3,000).
  await goTo(page, a('pages.dailySalary'));
  const ownTiers = centre.getByRole('table', { name: a('contract.ownTiers') });
  await expect(ownTiers.getByRole('row')).toHaveCount(4);
  await expect(ownTiers.getByRole('row').nth(2)).toContainText('1,000.00');
  await expect(ownTiers.getByRole('row').nth(2)).toContainText('0.80 %');

  // Offer it tiers: the form starts from the agent's own thresholds. Tier 2 at 0.9 % pays more
  // than the agent's own contract there (0.8 %): refused on the field, in words.
  const offer = centre.getByRole('form', { name: a('contract.offerTitle') });
  const tier = (n: number) =>
    offer.getByRole('group', { name: a('contract.tierN').replace('{{n}}', String(n)) });
  const rate = (n: number) => tier(n).getByRole('textbox', { name: a('contract.ratePercent') });
  const removeTier = (n: number) =>
    tier(n)
      .getByRole('button', { name: a('contract.removeTier').replace('{{n}}', String(n)) })
      .click();
  await offer.getByRole('textbox', { name: a('contract.downline') }).fill(downline);
  await rate(1).fill('0.5');
  await rate(2).fill('0.9');
  await rate(3).fill('1');
  await offer.getByRole('button', { name: a('contract.offer') }).click();
  await expect(tier(2)).toContainText(
    text('en', 'validation.tierAboveUpline', 'forms').replace('{{tier}}', '2').replace('{{max}}', '0.8'),
  );
  await rate(2).fill('0.7');
  await removeTier(3);
  await expect(offer.getByRole('group')).toHaveCount(2);
  await expectAccessible(page, 'contract offer form');
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
  await expect(offers).toContainText('0.70 %');
  const offered = theirs.getByRole('table', {
    name: a('contract.offerTiers').replace('{{upline}}', 'demoagent1'),
  });
  await expect(offered.getByRole('row')).toHaveCount(3);
  await expect(offered.getByRole('row').nth(1)).toContainText('0.50 %');
  await expect(offered.getByRole('row').nth(2)).toContainText('1,000.00');
  await expect(offered.getByRole('row').nth(2)).toContainText('0.70 %');
  await offers.getByRole('button', { name: a('contract.accept') }).click();
  await expect(theirs.getByRole('status')).toHaveText(a('contract.accepted'));
  await expect(theirs.getByRole('list', { name: a('contract.own') })).toContainText('0.70 %');
  await expect(theirs.getByRole('table', { name: a('contract.ownTiers') }).getByRole('row')).toHaveCount(3);
  await expectAccessible(downlinePage, 'daily salary');

  // A lower offer asks first, then ends the downline's contract and waits as an offer.
  await goTo(page, a('pages.myIncome'));
  await goTo(page, a('pages.dailySalary'));
  await expect(
    centre.getByRole('table', { name: a('contract.given') }).getByRole('row', { name: new RegExp(downline) }),
  ).toContainText(a('contract.status_active'));
  // Tier 2 at 0.6 % pays less than the downline's 0.7 % there: the site asks first.
  await offer.getByRole('textbox', { name: a('contract.downline') }).fill(downline);
  await rate(1).fill('0.5');
  await rate(2).fill('0.6');
  await removeTier(3);
  await offer.getByRole('button', { name: a('contract.offer') }).click();
  await expect(centre.getByRole('alert').filter({ hasText: a('contract.lowerTitle') })).toContainText(
    '0.70 %',
  );
  await page.getByRole('button', { name: a('contract.lowerConfirm') }).click();
  await expect(centre.getByRole('status')).toHaveText(a('contract.offered'));
  // The downline, on a fresh visit, holds no contract any more and sees the lower offer.
  await downlinePage.goto('/index');
  await openAgentCentre(downlinePage);
  await goTo(downlinePage, a('pages.dailySalary'));
  await expect(theirs.getByText(a('contract.none'))).toBeVisible();
  await expect(theirs.getByRole('table', { name: a('contract.offers') })).toContainText('0.60 %');
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
