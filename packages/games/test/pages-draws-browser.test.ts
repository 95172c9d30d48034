import { join } from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../src/server/clock.ts';
import { buildGameServer } from '../src/server/http/app.ts';
import { browserHarness, hasChromium, pageErrors, screens, tableViews } from './browser-harness.ts';
import { launchQuery } from './harness.ts';

// The draw screens of the catalogue in a real browser: the PK10 race, the dice cup, the lottery
// balls, each checked against the draw the table answered. SCREENS=<folder> writes screenshots.

const h = browserHarness('draws', 200);

const codeOf = (classification: string) =>
  h.app.games.catalog.list().find((game) => game.classification === classification)?.gameCode as string;

let tokens = 0;
/** A phone-sized page of the game, and every view the table answered while it was open. */
async function open(gameCode: string, options: { reducedMotion?: 'reduce'; lang?: string } = {}) {
  const token = `draws-browser-token-${++tokens}`;
  h.wallet.tokens.add(token);
  const page = await h.browser.newPage({
    viewport: { width: 390, height: 844 },
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const errors = pageErrors(page);
  const views = tableViews(page, gameCode);
  await page.goto(
    `${h.base}/play/${gameCode}?${launchQuery(gameCode, token, `db${tokens}`, { lang: options.lang ?? 'en' })}`,
  );
  return { page, errors, views };
}

/** Nothing wider than the phone: the page does not scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe.skipIf(!hasChromium)('the draw screens in the browser', () => {
  it('races the ten PK10 cars to the line in the draw order, then shows the podium', async () => {
    const { page, errors, views } = await open(codeOf('PK10'));
    await page.locator('.race-track').waitFor();
    // The order the cars cross the line: each runner's run ends later the lower its place.
    const crossing = await page.locator('.race-lane').evaluateAll((lanes) =>
      lanes
        .map((lane) => ({
          car: Number((lane as HTMLElement).dataset.lane),
          end: Number(lane.querySelector('.race-runner')?.getAnimations()[0]?.effect?.getTiming().duration),
        }))
        .sort((a, b) => a.end - b.end)
        .map((one) => one.car),
    );
    const drawn = views.map((view) => (view.numbers as number[]).join(' '));
    expect(drawn).toContain(crossing.join(' '));
    expect(await page.locator('.race-result').getAttribute('class')).toContain('pending');
    await expect
      .poll(() => page.locator('.race-result').getAttribute('class'), { timeout: 10_000 })
      .not.toContain('pending');
    const podium = await page
      .locator('.podium-place')
      .evaluateAll((places) => places.map((place) => (place as HTMLElement).dataset.car).join(' '));
    expect(podium).toBe(crossing.join(' '));
    expect(await page.getByRole('list', { name: 'Finishing order' }).isVisible()).toBe(true);
    expect(await page.getByText(`Car ${crossing[0]} wins the race`).isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (screens) {
      await page.screenshot({ path: join(screens, 'pk10-390.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows the PK10 result at once when the player asks for less motion, in their language', async () => {
    const { page, views } = await open(codeOf('PK10'), { reducedMotion: 'reduce', lang: 'vi' });
    await page.locator('.podium').waitFor();
    expect(await page.locator('.race-result').getAttribute('class')).not.toContain('pending');
    expect(
      await page
        .locator('.race-runner')
        .evaluateAll((runners) => runners.flatMap((r) => r.getAnimations()).length),
    ).toBe(0);
    const podium = await page
      .locator('.podium-place')
      .evaluateAll((places) => places.map((place) => (place as HTMLElement).dataset.car).join(' '));
    expect(views.map((view) => (view.numbers as number[]).join(' '))).toContain(podium);
    expect(await page.getByRole('list', { name: 'Thứ tự về đích' }).isVisible()).toBe(true);
    await page.close();
  }, 60_000);
  it('shakes the sic bo cup, lifts it on the dice the table threw and names their total', async () => {
    const { page, errors, views } = await open(codeOf('SIC'));
    await page.locator('.shaker.shaking').waitFor();
    await page.locator('.shaker.open').waitFor({ timeout: 5_000 });
    const faces = await page
      .locator('.shaker .pips-die')
      .evaluateAll((dice) => dice.map((die) => die.querySelectorAll('.pip').length));
    const thrown = views.map((view) => (view.dice as number[]).join(' '));
    expect(thrown).toContain(faces.join(' '));
    const total = faces.reduce((sum, face) => sum + face, 0);
    expect(await page.locator('.shaker-total').textContent()).toBe(`Total ${total}`);
    expect(await page.getByRole('group', { name: `Dice: ${faces.join(', ')}` }).count()).toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (screens) await page.screenshot({ path: join(screens, 'sicbo-cup-390.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("lifts the xoc dia bowl on the four discs of the draw, counted in the player's language", async () => {
    const { page, errors, views } = await open(codeOf('SD'), { lang: 'th' });
    await page.locator('.shaker.bowl.open').waitFor({ timeout: 10_000 });
    const discs = await page
      .locator('.shaker .coin-face')
      .evaluateAll((coins) => coins.map((coin) => (coin.classList.contains('red') ? 'red' : 'white')));
    expect(views.map((view) => (view.coins as string[]).join(' '))).toContain(discs.join(' '));
    const reds = discs.filter((disc) => disc === 'red').length;
    expect(await page.locator('.shaker-total').textContent()).toBe(`แดง ${reds} ขาว ${4 - reds}`);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (screens) await page.screenshot({ path: join(screens, 'xocdia-390.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('opens the K3 cup at once for less motion and shows the drawn dice', async () => {
    const { page, views } = await open(codeOf('K3'), { reducedMotion: 'reduce' });
    await page.locator('.shaker').waitFor();
    expect(await page.locator('.shaker').getAttribute('class')).toContain('open');
    const faces = await page
      .locator('.shaker .pips-die')
      .evaluateAll((dice) => dice.map((die) => die.querySelectorAll('.pip').length).join(' '));
    expect(views.map((view) => (view.numbers as number[]).join(' '))).toContain(faces);
    await page.close();
  }, 60_000);
  it("drops the keno balls into the tray one by one and marks the player's picks that were drawn", async () => {
    // A table on a hand-moved clock: the round the player bets on is drawn when the test says.
    const clock = manualClock(Date.UTC(2026, 0, 1));
    const keno = await buildGameServer({
      config: { ...h.config, dataDir: join(h.config.dataDir, 'keno'), tickMs: 0 },
      clock,
    });
    const kenoBase = await keno.listen({ host: '127.0.0.1', port: 0 });
    const gameCode = codeOf('KENO');
    const game = keno.games.catalog.playable(gameCode)!;
    let state = keno.games.tables.state(game);
    if (state.phase !== 'betting') clock.advance(state.msLeft + 1);
    state = keno.games.tables.state(game);
    const drawn = keno.games.draws.drawn(game, state.round).view.numbers as number[];
    const miss = Array.from({ length: 80 }, (_, n) => n + 1).find((n) => !drawn.includes(n)) as number;
    const picked = [drawn[7] as number, miss];
    const token = 'draws-browser-token-keno';
    h.wallet.tokens.add(token);
    const page = await h.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = pageErrors(page);
    await page.goto(`${kenoBase}/play/${gameCode}?${launchQuery(gameCode, token, 'dbk', { lang: 'en' })}`);
    await page.locator('#option-select').selectOption('spots:2');
    await page.locator('#play').click();
    for (const n of picked) await page.locator(`#picker .pick[data-n="${n}"]`).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/bet'));
    await page.locator('#play').click();
    expect((await (await placed).json()).bet.round).toBe(state.round);
    clock.advance(state.msLeft + 1);
    await keno.games.tick();
    await expect
      .poll(() => page.locator('.stage-title').textContent(), { timeout: 10_000 })
      .toContain(String(state.round));
    const order = keno.games.draws.drawn(game, state.round).view.order as number[];
    const inTray = await page
      .locator('.ball-tray .draw-ball')
      .evaluateAll((balls) => balls.map((ball) => Number((ball as HTMLElement).dataset.n)));
    expect(inTray).toEqual(order);
    const hits = await page
      .locator('.ball-tray .draw-ball.hit')
      .evaluateAll((balls) => balls.map((ball) => Number((ball as HTMLElement).dataset.n)));
    expect(hits).toEqual([picked[0]]);
    expect(await page.getByRole('listitem', { name: `${picked[0]}, your pick` }).count()).toBe(1);
    await expect.poll(() => page.locator('.ball-hits').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.ball-hits').textContent()).toBe('Your picks: 1 of 2 drawn');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    if (screens) {
      await page.waitForTimeout(1_000);
      await page.locator('#stage').screenshot({ path: join(screens, 'keno-390.png') });
    }
    expect(errors).toEqual([]);
    await page.close();
    await keno.close();
  }, 90_000);
});
