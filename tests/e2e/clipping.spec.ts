import type { Page } from '@playwright/test';
import { loadBrands } from '../../packages/brands/src/node/load.ts';
import { htmlLang, nativeNames } from '../../packages/site/src/common/i18n/languages.ts';
import { type Clipped, measureControls } from './clipping.ts';
import { type Language, text } from './locales.ts';
import {
  phone,
  phoneTabs,
  settled,
  type Visit,
  visitGame,
  visitHome,
  visitLobby,
  walkGuestScreens,
  walkMemberCentre,
} from './screens.ts';
import { brandContext, expect, logIn, openDemoSlot, test } from './support.ts';

/**
 * Every brand, every language it offers, on a 360 px touch phone: no control of the pages a player
 * meets first (home, a lobby, the game, log in and register on both their tabs, every member centre
 * page) is cut off by the screen or by the box it sits in (clipping.ts measures them).
 */

test.describe.configure({ timeout: 600_000 });

/** What one screen measured: its controls, and those that do not fit. */
async function measure(
  page: Page,
  where: string,
  found: Clipped[],
  counts: number[],
  scope?: string,
): Promise<void> {
  await settled(page);
  const { checked, clipped } = await page.evaluate(measureControls, scope);
  expect(checked, `${where}: no controls on screen`).toBeGreaterThan(0);
  counts.push(checked);
  for (const c of clipped) found.push({ control: `${where}: ${c.control}`, problem: c.problem });
}

/** Switches language the way a player does: the tab bar's menu, then its language list. */
async function switchLanguage(page: Page, from: Language, to: Language) {
  if (from === to) return;
  await phoneTabs(page, from)
    .getByRole('button', { name: text(from, 'phone.menu'), exact: true })
    .click();
  const sheet = page.getByRole('dialog', { name: text(from, 'phone.menu'), exact: true });
  await sheet.getByRole('button', { name: `${text(from, 'header.language')}: ${nativeNames[from]}` }).click();
  await page.getByRole('menuitemradio', { name: nativeNames[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[to]);
  // The sheet stays open, now in the new language.
  const after = page.getByRole('dialog', { name: text(to, 'phone.menu'), exact: true });
  if (await after.isVisible()) await page.keyboard.press('Escape');
  await expect(after).toHaveCount(0);
  await expect(sheet).toHaveCount(0);
}

test('the measure finds controls cut off by the screen, by their box or in their text, and passes the rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.setContent(`
    <style>
      body { margin: 0; font: 16px sans-serif; }
      button { white-space: nowrap; }
      .box { width: 200px; overflow: hidden; }
      .pane { width: 200px; height: 100px; overflow: auto; }
      .strip { width: 200px; overflow-x: auto; overflow-y: hidden; white-space: nowrap; }
      .strip button { width: 120px; }
      .cut { width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      @keyframes slide { to { transform: translateX(-50%); } }
      .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    </style>
    <div class="box"><button style="margin-left: 150px">Cut by its box</button></div>
    <button style="margin-left: 300px">Past the screen</button>
    <div class="pane"><div style="width: 400px; height: 300px"><input aria-label="Wide pane" style="margin-left: 150px; width: 100px"></div></div>
    <button class="cut">A label far too long</button>
    <button><span class="cut" style="display: inline-block">Label cut inside</span></button>
    <button>Inbox <span class="hidden">3 unread messages</span></button>
    <div class="strip"><button>One</button><button>Two</button><button>Three</button></div>
    <input class="hidden" type="checkbox" aria-label="Visually hidden">
    <span class="hidden"><button>Inside a visually hidden box</button></span>
    <div class="box"><div style="width: max-content; animation: slide 9s linear infinite"><button>Ticker one</button><button style="margin-left: 200px">Ticker two</button></div></div>
    <div class="box"><div style="width: max-content"><button style="margin-left: 200px">Still track</button></div></div>
    <div aria-hidden="true"><button style="margin-left: 400px">Hidden slide</button></div>
    <button>Fits</button>
  `);
  const { checked, clipped } = await page.evaluate(measureControls, undefined);
  expect([...new Set(clipped.map((c) => c.control))]).toEqual([
    'button "Cut by its box"',
    'button "Past the screen"',
    'input "Wide pane"',
    'button "A label far too long"',
    'button "Label cut inside"',
    'button "Still track"',
  ]);
  expect(clipped[0]?.problem).toMatch(/ends \d+px past div\.box/);
  expect(clipped[1]?.problem).toMatch(/ends \d+px past the viewport/);
  expect(clipped[3]?.problem).toMatch(/its text is cut/);
  // The strip's three buttons (a swipe reaches them), the ticker's two and "Fits" pass; hidden ones
  // are not measured.
  expect(checked).toBe(13);
});

for (const brand of loadBrands()) {
  test(`${brand.id}: no control is cut off at 360 px in ${brand.settings.languages.join(', ')}`, async ({
    browser,
    request,
  }) => {
    const context = await brandContext(browser, brand.id, phone(360, 780));
    const page = await context.newPage();
    const languages = brand.settings.languages as Language[];
    const found: Clipped[] = [];
    const counts: number[] = [];
    const started = Date.now();
    let current: Language = brand.settings.defaultLanguage as Language;

    // A guest: home, log in and register on both tabs, a lobby (screens.ts).
    await page.goto('/index');
    for (const language of languages) {
      await switchLanguage(page, current, language);
      current = language;
      await walkGuestScreens(page, brand, language, (screen, scope) =>
        measure(page, `${brand.id} ${language} ${screen}`, found, counts, scope),
      );
    }

    // A member: the demo slot once (the game page keeps it for this tab), then in each language
    // home, the lobby, the game and every member centre page its menu lists.
    await switchLanguage(page, current, 'en');
    current = 'en';
    if (!brand.settings.loggedInOnly)
      await phoneTabs(page, 'en').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('tab').first().click();
    await logIn(page, 'demomember', 'demo1234', { operatorRequest: request });
    await openDemoSlot(page);
    await expect(page).toHaveURL(/\/game$/);

    await page.goto('/index');
    for (const language of languages) {
      await switchLanguage(page, current, language);
      current = language;
      const where = `${brand.id} ${language} member`;
      const visit: Visit = (screen, scope) => measure(page, `${where} ${screen}`, found, counts, scope);
      await visitHome(page, language, visit);
      await visitLobby(page, language, visit);
      // The game covers the whole screen: the page behind it is out of sight.
      await visitGame(page, visit);
      await walkMemberCentre(page, language, visit);
    }
    await context.close();

    const checked = counts.reduce((sum, n) => sum + n, 0);
    console.log(
      `${brand.id}: ${checked} controls measured on ${counts.length} screens in ${languages.length} languages (${Math.round((Date.now() - started) / 1000)} s); ${found.length} cut off`,
    );
    expect(found.map((c) => `${c.control}: ${c.problem}`)).toEqual([]);
  });
}
