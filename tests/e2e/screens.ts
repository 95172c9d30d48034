import type { Locator, Page } from '@playwright/test';
import type { Brand } from '../../packages/brands/src/node/load.ts';
import { type Language, text } from './locales.ts';
import { expect } from './support.ts';

/**
 * The screens a player meets first on a phone, walked the way a player reaches them: the clipping
 * measure (clipping.spec.ts) and the phone baselines (phone-look.spec.ts) look at the same ones.
 */

/** A touch phone `width` px wide. */
export const phone = (width: number, height: number) => ({
  viewport: { width, height },
  hasTouch: true,
  isMobile: true,
});

/**
 * What a walk does on each screen it reaches. `screen` names it (`home`, `login-tab1`,
 * `centre-withdraw`…); `scope`, a selector, is the part that covers the page when there is one.
 */
export type Visit = (screen: string, scope?: string) => Promise<void>;

/** The phone's tab bar. */
export const phoneTabs = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: text(language, 'phone.tabs'), exact: true });

/** Fonts, lazy chunks and skeletons have settled: what the player is left looking at. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}

/** A modal dialog: the page behind it is out of reach. */
const dialogScope = '[role="dialog"]';

/** A dialog's two tabs (username and mobile / SMS), visited as `<screen>-tab1` and `-tab2`. */
async function visitTabs(dialog: Locator, screen: string, visit: Visit): Promise<void> {
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  for (const i of [0, 1]) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await visit(`${screen}-tab${i + 1}`, dialogScope);
  }
}

/** Home, reached by the tab bar's first tab. */
export async function visitHome(page: Page, language: Language, visit: Visit): Promise<void> {
  await phoneTabs(page, language).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/index$/);
  await visit('home');
}

/** The slots lobby (/rng), reached by the tab bar's second tab, once its games are listed. */
export async function visitLobby(page: Page, language: Language, visit: Visit): Promise<void> {
  await phoneTabs(page, language).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await visit('lobby');
}

/**
 * A guest in `language` (already chosen): home, log in and register on both their tabs, then the
 * lobby; a logged-in-only brand shows its log-in page instead. Ends with no dialog open.
 */
export async function walkGuestScreens(page: Page, brand: Brand, language: Language, visit: Visit) {
  if (brand.settings.loggedInOnly) {
    await expect(page).toHaveURL(/\/login$/);
    await visitTabs(page.getByRole('dialog'), 'login-page', visit);
    return;
  }
  await visitHome(page, language, visit);
  await phoneTabs(page, language)
    .getByRole('button', { name: text(language, 'account.login'), exact: true })
    .click();
  await visitTabs(page.getByRole('dialog'), 'login', visit);
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(language, 'account.register'), exact: true })
    .click();
  await visitTabs(page.getByRole('dialog'), 'register', visit);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await visitLobby(page, language, visit);
}

/** The game a member opened (it stays this tab's game), on the whole screen. */
export async function visitGame(page: Page, visit: Visit): Promise<void> {
  await page.goto('/game');
  await expect(page.locator('iframe')).toBeVisible();
  await visit('game', 'section[aria-labelledby="game-title"]');
}

/**
 * A member's centre over the home page: every page its phone menu lists, in order, each visited
 * as `centre-<page id>`; then closes it.
 */
export async function walkMemberCentre(page: Page, language: Language, visit: Visit): Promise<void> {
  await page.goto('/index?centre=member/securityCenter');
  const centre = page.getByRole('dialog', { name: text(language, 'account.personalCenter'), exact: true });
  const menu = centre.getByRole('navigation');
  await expect(menu).toBeVisible();
  const toggle = menu.getByRole('button', {
    name: new RegExp(text(language, 'pages.securityCenter', 'wallet')),
  });
  await toggle.click();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  await toggle.click();
  for (const href of hrefs) {
    const id = href.split('centre=member/')[1] ?? '';
    if (id !== 'securityCenter') {
      await menu.getByRole('button').first().click();
      await menu.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`centre=member/${id}$`));
    }
    await expect(
      centre.getByRole('heading', { level: 3, name: text(language, `pages.${id}`, 'wallet'), exact: true }),
    ).toBeVisible();
    await visit(`centre-${id}`, dialogScope);
  }
  // Closing the centre goes back to the home page below it.
  await centre
    .getByRole('button', { name: text(language, 'actions.close'), exact: true })
    .first()
    .click();
  await expect(centre).toHaveCount(0);
}
