import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { loadBrands } from '../../packages/brands/src/node/load.ts';
import { text } from './locales.ts';
import { phone, phoneTabs, settled, visitGame, walkGuestScreens, walkMemberCentre } from './screens.ts';
import {
  brandContext,
  clearLoginFailures,
  expect,
  expectAccessible,
  openDemoSlot,
  submitRegistration,
  test,
} from './support.ts';

/**
 * Every brand on 360 and 390 px touch phones, in English: a screenshot of each screen a player meets
 * first (screens.ts: home, log in and register on both tabs, the slots lobby, the demo game, every
 * member centre page), compared with its baseline in baselines/ (`<brand>-<width>-<screen>.png`),
 * and axe on each. A member of the brand's own (registered on a fresh database) sees the member
 * screens: its pages are empty, so they look the same whichever journeys ran before.
 * `pnpm e2e:update` rewrites the baselines (docs/architecture.md § Testing layers).
 */
const phones = [phone(360, 780), phone(390, 844)];
const password = 'look1234';

/** The brand's member: 6–13 characters, a letter first, the same in every run. */
const memberName = (brandId: string) =>
  `ph${brandId.toLowerCase().replace(/[^a-z0-9]/g, '')}`.padEnd(6, '0').slice(0, 13);

/** A time the server wrote (a member's sign-up): en-US in UTC, e.g. 11/26/26, 2:01 PM. */
const serverTime = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s[AP]M$/;

/** A banner's name and its dot's, e.g. "Slide 2 of 3". */
const slideName = new RegExp(`^${text('en', 'home.slide').replace(/\{\w+\}/g, '\\d+')}$`);

/**
 * What differs from run to run, hidden in the screenshot: server times; on home the banners and
 * their dots (they turn every few seconds) and the announcements (journeys add some); the mission
 * leaderboard (every member's bets); the invitation link (it holds the server's port), the referral
 * code and their QR code (they follow the member's id); the minutes played this session. Only on
 * their own screen: a mask is drawn over whatever covers its element (home stays below the centre).
 */
function variable(page: Page, screen: string): Locator[] {
  const masks = [page.getByText(serverTime)];
  const centre = page.getByRole('dialog');
  if (screen === 'home') {
    const banners = page.getByRole('region', { name: text('en', 'home.banners'), exact: true });
    masks.push(
      banners.getByRole('group'),
      banners.getByRole('button', { name: slideName }),
      page.getByRole('region', { name: text('en', 'home.announcements'), exact: true }).getByRole('list'),
    );
  } else if (screen === 'centre-missionLeaderboard') {
    masks.push(centre.getByRole('table', { name: text('en', 'mission.leaderboard', 'wallet') }));
  } else if (screen === 'centre-responsibleGaming') {
    const [sessionLine] = text('en', 'responsible.sessionLine', 'wallet').split('{{minutes}}');
    masks.push(centre.getByText(sessionLine ?? ''));
  } else if (screen === 'centre-referral') {
    masks.push(
      centre.getByRole('img', { name: text('en', 'referral.qr', 'wallet') }),
      centre.getByRole('textbox', { name: text('en', 'referral.link', 'wallet') }),
      centre.getByRole('textbox', { name: text('en', 'referral.code', 'wallet') }),
    );
  }
  return masks;
}

/** Logs the brand's member in from the log-in dialog; on a database without it, registers it. */
async function logInOrRegister(
  page: Page,
  request: APIRequestContext,
  username: string,
  loggedInOnly = false,
) {
  await clearLoginFailures(request);
  if (!loggedInOnly) await phoneTabs(page, 'en').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab').first().click();
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  const refused = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Warning' }));
  await expect(welcome.or(refused)).toBeVisible();
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Start playing' }).click();
    await expect(welcome).toHaveCount(0);
    return;
  }
  await submitRegistration(page, username, password);
}

test.describe.configure({ timeout: 300_000 });

for (const brand of loadBrands()) {
  for (const device of phones) {
    const width = device.viewport.width;
    test(`${brand.id} at ${width} px: the first screens look as their baselines and pass axe`, async ({
      browser,
      request,
    }) => {
      const context = await brandContext(browser, brand.id, {
        ...device,
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      await context.addInitScript(() => {
        localStorage.setItem('hisLang', 'en');
        localStorage.setItem('lang', 'en');
      });
      const page = await context.newPage();
      const look = async (screen: string, scope?: string) => {
        // A screen is compared from its top (a pane the walk scrolled, e.g. by its menu, too).
        await page.evaluate(() => {
          for (const element of document.querySelectorAll('*')) element.scrollTop = 0;
        });
        await settled(page);
        await expect(page).toHaveScreenshot(`${brand.id}-${width}-${screen}.png`, {
          mask: variable(page, screen),
        });
        await expectAccessible(page, `${brand.id} ${width} ${screen}`, scope);
      };

      await page.goto('/index');
      await walkGuestScreens(page, brand, 'en', look);
      await logInOrRegister(page, request, memberName(brand.id), brand.settings.loggedInOnly);
      await openDemoSlot(page);
      await expect(page).toHaveURL(/\/game$/);
      await visitGame(page, look);
      await walkMemberCentre(page, 'en', look);
      await context.close();
    });
  }
}
