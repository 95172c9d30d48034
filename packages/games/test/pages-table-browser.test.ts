import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGamesConfig } from '../src/config.ts';
import { buildGameServer } from '../src/server/http/app.ts';
import { FakeWallet } from './fake-wallet.ts';
import { launchQuery, secret } from './harness.ts';

// A live baccarat table of the catalogue in a real browser: spots are buttons, a tap bets the
// chosen chip, the hands are dealt and the roads drawn from the table's results.
// SCREENS=<folder> also writes the phone and desktop screenshots there.

const chromiumPath = '/usr/bin/chromium';
const screens = process.env.SCREENS;

let wallet: FakeWallet;
let app: FastifyInstance;
let base: string;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  wallet = new FakeWallet(secret, 10_000_000);
  const platformUrl = await wallet.start();
  dataDir = mkdtempSync(join(tmpdir(), 'games-table-browser-'));
  app = await buildGameServer({
    config: { ...defaultGamesConfig, logLevel: 'silent', platformUrl, secret, dataDir, tickMs: 200, port: 0 },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await wallet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const tableCode = () =>
  app.games.catalog.list().find((game) => game.gameType === 'LIVE' && game.classification === 'BAC')
    ?.gameCode as string;

describe.skipIf(!existsSync(chromiumPath))('a live table in the browser', () => {
  it('bets a chip on a spot, deals the hands and draws the roads', async () => {
    const gameCode = tableCode();
    const token = 'table-browser-token-0001';
    wallet.tokens.add(token);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb1', { lang: 'en' })}`);
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
      mkdirSync(screens, { recursive: true });
      await page.screenshot({ path: join(screens, 'baccarat-390.png') });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(screens, 'baccarat-1440.png') });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('turns the roulette wheel to the drawn pocket', async () => {
    const gameCode = app.games.catalog
      .list()
      .find((game) => game.gameType === 'LIVE' && game.classification === 'ROU')?.gameCode as string;
    const token = 'table-browser-token-0002';
    wallet.tokens.add(token);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Each read of the table may bring a newer round: the wheel shows the one last read.
    const drawn: number[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith(`/api/table/${gameCode}`)) return;
      const table = await response.json().catch(() => undefined);
      const shown = table?.result ?? table?.results?.[0];
      if (shown) drawn.push(shown.view.number);
    });
    await page.goto(`${base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb2', { lang: 'en' })}`);
    await page.locator('.wheel').waitFor();
    await page.waitForTimeout(300);
    const onWheel = Number(await page.locator('.wheel-result strong').textContent());
    expect(drawn).toContain(onWheel);
    if (screens) {
      await page.waitForTimeout(3_500);
      await page.screenshot({ path: join(screens, 'roulette-390.png') });
    }
    await page.close();
  }, 60_000);

  it('throws sic bo dice with drawn pips, the faces the table drew', async () => {
    const gameCode = app.games.catalog
      .list()
      .find((game) => game.gameType === 'LIVE' && game.classification === 'SIC')?.gameCode as string;
    const token = 'table-browser-token-0003';
    wallet.tokens.add(token);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const drawn: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith(`/api/table/${gameCode}`)) return;
      const table = await response.json().catch(() => undefined);
      const shown = table?.result ?? table?.results?.[0];
      if (Array.isArray(shown?.view?.dice)) drawn.push(shown.view.dice.join(' '));
    });
    await page.goto(`${base}/play/${gameCode}?${launchQuery(gameCode, token, 'tb3', { lang: 'en' })}`);
    await page.locator('.stage .pips-die').first().waitFor();
    await page.waitForTimeout(800);
    const faces = await page
      .locator('.stage .dice')
      .first()
      .locator('.pips-die')
      .evaluateAll((dice) => dice.map((die) => die.querySelectorAll('.pip').length).join(' '));
    expect(drawn).toContain(faces);
    if (screens) await page.screenshot({ path: join(screens, 'sicbo-390.png') });
    await page.close();
  }, 60_000);
});
