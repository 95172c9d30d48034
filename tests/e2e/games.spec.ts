import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  headerBalance,
  logIn,
  logInFromHome,
  minorUnits,
  test,
} from './support.ts';

/** Lobby route of a lane (sports lanes live in the seamless lobby). */
const laneRoutes: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  ESPORTS: '/seamless?type=ESPORTS',
  SPORTS: '/seamless?type=SPORTS',
};

/** What a Vietnamese player types on a keyboard without Telex: no marks, đ as d, lower case. */
const withoutDiacritics = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

interface HotGame {
  gameName: string;
  displayName?: string;
  gameType: string;
  maintenance?: boolean;
}

/** A hot game with a Vietnamese name, asked the way the site asks. */
async function vietnameseHotGame(page: Page): Promise<HotGame> {
  const response = await page.request.get(
    '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=html5-desktop&language=EN',
    { headers: { Merchant: 'demo' } },
  );
  const body = (await response.json()) as { value: HotGame[] };
  const game = body.value.find((g) => {
    const name = g.displayName || g.gameName;
    return (
      laneRoutes[g.gameType] &&
      /\p{Script=Latin}/u.test(name) &&
      withoutDiacritics(name) !== name.toLowerCase()
    );
  });
  if (!game) throw new Error('no hot game with a Vietnamese name');
  return game;
}

test('a guest finds a game by its Vietnamese name without diacritics, logs in and plays the demo slot', async ({
  page,
}) => {
  const game = await vietnameseHotGame(page);
  const name = game.displayName || game.gameName;
  await page.goto(laneRoutes[game.gameType] ?? '/rng');

  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(withoutDiacritics(name));
  const list = page.getByRole('main');
  // Several vendors may offer a table of the same name: any of them will do.
  const found = list.getByRole('button', { name: `Play ${name}`, exact: true }).first();
  await expect(found).toBeVisible();
  await expect(page.getByText(/^\d+ games?$/)).toBeVisible();

  // The game server plays it: its tile says nothing of maintenance, and Enter asks a guest to log in.
  const tile = list.getByRole('article', { name, exact: true }).first();
  await expect(tile.getByText('Under maintenance', { exact: true })).toHaveCount(0);
  await expect(found).toBeEnabled();
  await found.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  // The whole catalogue is searchable on the server: the demo slot. A guest's tap asks for a login,
  // then goes on with the game tapped (not the welcome, not home).
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  const play = page.getByRole('button', { name: 'Play Lucky Lanterns', exact: true });
  await expect(play).toBeEnabled();
  await play.click();
  await logIn(page, 'demomember', 'demo1234', { forGame: true });
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0);

  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Lanterns' })).toBeVisible();
  await expect(page.getByRole('banner').locator('output').first()).toHaveText(/\d/);
  const before = await headerBalance(page);
  const slot = page.frameLocator('iframe[title="Lucky Lanterns"]');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(slot.locator('#last-round-id')).not.toHaveText('–');
  const stakeText = (await slot.locator('#last-stake').textContent()) ?? '';
  const stake = minorUnits(stakeText);
  const win = minorUnits((await slot.locator('#last-win').textContent()) ?? '');
  expect(stake).toBeGreaterThan(0);

  // Back in the lobby, the header shows the balance after the round.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/rng/);
  await expect.poll(() => headerBalance(page)).toBe(before - stake + win);

  // The round is in the bet records (member centre, personalHistoryCopy), newest first.
  await page.getByRole('button', { name: 'Bet records' }).click();
  const records = page.getByRole('table');
  const newest = records.getByRole('row').nth(1);
  await expect(newest).toContainText('Lucky Lanterns');
  await expect(newest).toContainText(stakeText.replace(/\s+/g, ' '));
});

test('a player picks New and A–Z, sees the order change, and every slot plays', async ({ page }) => {
  await page.goto('/rng');
  const list = page.getByRole('list', { name: 'Slots' });
  const names = async () =>
    list
      .getByRole('article')
      .evaluateAll((tiles) => tiles.slice(0, 12).map((tile) => tile.getAttribute('aria-label') ?? ''));
  const count = async () => Number((await page.getByText(/^\d+ games?$/).textContent())?.replace(/\D/g, ''));
  await expect(list.getByRole('article').first()).toBeVisible();
  // Most played first by default; the English player's games (Latin names) come first.
  const popular = await names();
  const all = await count();
  expect(popular.every((name) => /\p{Script=Latin}/u.test(name))).toBe(true);

  const sort = page.getByRole('radiogroup', { name: 'Sort by' });
  await expect(sort.getByRole('radio', { name: 'Most popular' })).toBeChecked();
  await sort.getByText('A–Z', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect.poll(names).not.toEqual(popular);
  const byName = await names();
  expect(byName).toEqual(
    [...byName].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
  );

  const category = page.getByRole('radiogroup', { name: 'Category' });
  await category.getByText('New', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=new/);
  await expect.poll(count).toBeLessThan(all);
  await expect.poll(names).not.toEqual(byName);
  const newest = await names();
  expect(newest).toEqual(
    [...newest].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
  );
  await expect(category.getByRole('radio', { name: 'New' })).toBeChecked();

  // Back to popular, and the address keeps the choice (a link or Back shows the same list).
  await sort.getByText('Most popular', { exact: true }).click();
  await expect(page).not.toHaveURL(/sort=/);
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Category' }).getByRole('radio', { name: 'New' }),
  ).toBeChecked();

  // Every slot has an engine (the game server's or the demo slot's): no tile says maintenance.
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(list.getByRole('article').filter({ hasText: 'Under maintenance' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  await page.getByRole('radiogroup', { name: 'Category' }).getByText('All', { exact: true }).click();
  const lantern = list.getByRole('article', { name: 'Lucky Lanterns', exact: true });
  await expect(lantern).toBeVisible();
  await expect(lantern).not.toContainText('Under maintenance');
  await expect(lantern.getByRole('button', { name: 'Play Lucky Lanterns' })).toBeEnabled();
  await expectAccessible(page, 'lobby with categories and order');
});

test('a member plays a slot of the game server: the frame and the header show the wallet it moved', async ({
  page,
}) => {
  await logInFromHome(page, 'demomember', 'demo1234');
  await page.goto('/rng');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Blazing Pirates');
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Play Blazing Pirates', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const before = await headerBalance(page);
  const slot = page.frameLocator('iframe[title="Blazing Pirates"]');
  await expect(slot.getByRole('heading', { level: 1, name: 'Blazing Pirates' })).toBeVisible();
  const balance = slot.locator('#balance');
  await expect(balance).toHaveAttribute('data-balance', String(before));
  const stake = minorUnits((await slot.getByRole('textbox', { name: 'Stake' }).inputValue()) || '0');
  expect(stake).toBeGreaterThan(0);
  // The slot's Spin button (it reads "Stop the reels" while the reels turn).
  await slot.getByRole('button', { name: 'Spin', exact: true }).click();
  // The round is in the game's history once the reels stopped, and the wallet moved by the stake
  // less what the spin paid.
  await expect(slot.locator('#rounds li').first()).not.toHaveText('No rounds yet.');
  await expect(balance).not.toHaveAttribute('data-balance', String(before));
  const after = Number(await balance.getAttribute('data-balance'));
  expect(before - after).toBeLessThanOrEqual(stake);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(() => headerBalance(page)).toBe(after);
});

test('a lobby works with the keyboard alone', async ({ page }) => {
  // The server's answer to the search is held back until the tiles filtered on screen have focus.
  const serverSearch = /GCSGAME_gameList.*gameName=baccarat/;
  let answerSearch = () => {};
  const searchHeld = new Promise<void>((resolve) => {
    answerSearch = resolve;
  });
  await page.route(serverSearch, async (route) => {
    await searchHeld;
    await route.continue();
  });
  await page.goto('/live');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await expect(page.getByRole('list', { name: 'Live Casino' })).toBeVisible();
  await search.focus();
  await page.keyboard.type('baccarat');
  const list = page.getByRole('list', { name: 'Live Casino' });
  await expect(list.getByRole('listitem').first()).toContainText(/baccarat/i);
  // Tab from the search field reaches the first game tile and Enter launches it: guests log in first.
  const firstPlay = list.getByRole('button', { name: /^Play / }).first();
  for (let i = 0; i < 12 && !(await firstPlay.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(firstPlay).toBeFocused();
  // The server's results replace the tiles without taking the focus away.
  const answered = page.waitForResponse(serverSearch);
  answerSearch();
  await answered;
  await expect(list.getByRole('button', { name: /^Play / }).first()).toBeFocused();
  // Tables under maintenance keep their play button in the Tab order (it says why it is off), but
  // Enter opens nothing; Enter on a table that plays (the demo table) asks a guest to log in first.
  const playable = list.getByRole('button', { name: 'Play Baccarat Demo Table', exact: true });
  await expect(playable).toBeEnabled();
  for (let i = 0; i < 60 && !(await playable.evaluate((el) => el === document.activeElement)); i++) {
    const focused = page.locator(':focus');
    if ((await focused.getAttribute('aria-disabled')) === 'true') {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    }
    await page.keyboard.press('Tab');
  }
  await expect(playable).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  // The header category opens its vendor drop-down with its toggle (not on focus alone).
  await page.goto('/live');
  // The category has a drop-down once its vendors or hot games are known.
  const vendorsToggle = page.getByRole('banner').getByRole('button', { name: 'Live Casino vendors' });
  await expect(vendorsToggle).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Live Casino', exact: true }).focus();
  await expect(vendorsToggle).toHaveAttribute('aria-expanded', 'false');
  await vendorsToggle.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('banner').getByRole('region', { name: 'Live Casino', exact: true });
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);

  // Its hot games launch like the lobby's: a guest is asked to log in first.
  await vendorsToggle.focus();
  await page.keyboard.press('Enter');
  await dropdown
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a lobby shows skeleton tiles, never its raw text keys, until its texts arrive', async ({ page }) => {
  // The lobby's texts (the games namespace) come late; its games are there before them.
  let releaseTexts = () => {};
  const textsHeld = new Promise<void>((resolve) => {
    releaseTexts = resolve;
  });
  // Chunks are named by hash: the English games texts are the chunk that holds this entry.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (/searchPlaceholder:["'`]Game name["'`]/.test(body)) await textsHeld;
    await route.fulfill({ response, body });
  });
  const gamesAnswered = page.waitForResponse(/GCSGAME_gameList/);
  await page.goto('/rng');
  const main = page.getByRole('main');
  await gamesAnswered;
  await expect(main.locator('[data-skeleton]').first()).toBeVisible();
  await expect(main).not.toContainText(/\b(lobby|tile)\.[a-zA-Z]+/);
  releaseTexts();
  await expect(main.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await expect(main).not.toContainText(/\b(lobby|tile)\.[a-zA-Z]+/);
  // Chunks the lobby prefetches may still be on their way: their fetch must not fail the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the slot and live lobbies have no serious accessibility violations', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page);
  for (const path of ['/rng', '/live']) {
    await page.goto(path);
    await expect(page.getByRole('list', { name: path === '/rng' ? 'Slots' : 'Live Casino' })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('a VASSALAGE vendor opens its popup game list, and a game launches from it', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await logIn(page);
  await page.goto('/rng');

  // Golden Lantern is flagged VASSALAGE: choosing it opens its own game list on top of the lobby.
  await page.getByRole('radiogroup', { name: 'Vendor' }).getByText('Golden Lantern', { exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Golden Lantern' });
  await expect(popup).toBeVisible();
  const games = popup.getByRole('list', { name: 'Golden Lantern' });
  await expect(games.getByRole('listitem').first()).toContainText('Golden Lantern');
  await expectAccessible(page, 'VASSALAGE popup');

  await popup.getByRole('searchbox', { name: 'Search games' }).fill('lucky lanterns');
  await games.getByRole('button', { name: 'Play Lucky Lanterns', exact: true }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/game$/);
  const slot = page.frameLocator('iframe[title="Lucky Lanterns"]');
  await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
});
