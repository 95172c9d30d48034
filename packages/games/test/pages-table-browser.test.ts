import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserHarness, hasChromium, pageErrors, screens, tableViews } from './browser-harness.ts';
import { launchQuery } from './harness.ts';

// A live baccarat table of the catalogue in a real browser: spots are buttons, a tap bets the
// chosen chip, the hands are dealt and the roads drawn from the table's results.
// SCREENS=<folder> also writes the phone and desktop screenshots there.

const h = browserHarness('table', 200);

const tableCode = () =>
  h.app.games.catalog.list().find((game) => game.gameType === 'LIVE' && game.classification === 'BAC')
    ?.gameCode as string;

describe.skipIf(!hasChromium)('a live table in the browser', () => {
  it('bets a chip on a spot, deals the hands and draws the roads', async () => {
    const gameCode = tableCode();
    const token = 'table-browser-token-0001';
    h.wallet.tokens.add(token);
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = pageErrors(page);
    await page.goto(`${h.base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb1', { lang: 'en' })}`);
    const player = page.getByRole('button', { name: /^Player/ }).first();
    await player.waitFor();
    await expect
      .poll(() => page.locator('.road-grid.bead .bead-dot').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => player.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.locator('.chip-button').nth(1).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/bet'));
    await player.click();
    const answer = await (await placed).json();
    expect(answer.bet.option).toBe('player');
    await expect
      .poll(() => page.locator('.spot[data-spot="player"] .spot-stack').textContent(), { timeout: 5_000 })
      .toMatch(/\d/);
    expect(await page.locator('.hand[data-hand="player"] .card:not(.back)').count()).toBeGreaterThan(0);
    if (screens) {
      await page.screenshot({ path: join(screens, 'baccarat-390.png') });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(screens, 'baccarat-1440.png') });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('turns the roulette wheel to the drawn pocket', async () => {
    const gameCode = h.app.games.catalog
      .list()
      .find((game) => game.gameType === 'LIVE' && game.classification === 'ROU')?.gameCode as string;
    const token = 'table-browser-token-0002';
    h.wallet.tokens.add(token);
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    // Each read of the table may bring a newer round: the wheel shows the one last read.
    const views = tableViews(page, gameCode);
    await page.goto(`${h.base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb2', { lang: 'en' })}`);
    await page.locator('.wheel').waitFor();
    await page.waitForTimeout(300);
    const onWheel = Number(await page.locator('.wheel-result strong').textContent());
    expect(views.map((view) => view.number)).toContain(onWheel);
    if (screens) {
      await page.waitForTimeout(3_500);
      await page.screenshot({ path: join(screens, 'roulette-390.png') });
    }
    await page.close();
  }, 60_000);

  it('throws sic bo dice with drawn pips, the faces the table drew', async () => {
    const gameCode = h.app.games.catalog
      .list()
      .find((game) => game.gameType === 'LIVE' && game.classification === 'SIC')?.gameCode as string;
    const token = 'table-browser-token-0003';
    h.wallet.tokens.add(token);
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    const views = tableViews(page, gameCode);
    await page.goto(`${h.base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb3', { lang: 'en' })}`);
    await page.locator('.stage .pips-die').first().waitFor();
    await page.waitForTimeout(800);
    const faces = await page
      .locator('.stage .dice')
      .first()
      .locator('.pips-die')
      .evaluateAll((dice) => dice.map((die) => die.querySelectorAll('.pip').length).join(' '));
    expect(views.map((view) => (view.dice as number[]).join(' '))).toContain(faces);
    if (screens) await page.screenshot({ path: join(screens, 'sicbo-390.png') });
    await page.close();
  }, 60_000);
});
