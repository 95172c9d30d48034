import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { defaultGamesConfig, type GamesConfig } from '../src/config.ts';
import { buildGameServer } from '../src/server/http/app.ts';
import { FakeWallet } from './fake-wallet.ts';
import { secret } from './harness.ts';

/** The browser pages' tests run where Chromium is installed and are skipped elsewhere. */
const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
/** SCREENS=<folder>: the browser tests also write their screenshots there. */
export const screens = process.env.SCREENS;

/**
 * For a file of browser tests: the game server of the catalogue over a fake wallet (10,000,000
 * on every account), listening, and Chromium, started before the file's tests and stopped after.
 */
export function browserHarness(name: string, tickMs: number) {
  const h = {} as {
    wallet: FakeWallet;
    config: GamesConfig;
    app: FastifyInstance;
    base: string;
    browser: Browser;
  };
  beforeAll(async () => {
    h.wallet = new FakeWallet(secret, 10_000_000);
    h.config = {
      ...defaultGamesConfig,
      logLevel: 'silent',
      platformUrl: await h.wallet.start(),
      secret,
      dataDir: mkdtempSync(join(tmpdir(), `games-${name}-browser-`)),
      tickMs,
      port: 0,
    };
    h.app = await buildGameServer({ config: h.config });
    h.base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    h.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    if (screens) mkdirSync(screens, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await h.browser?.close();
    await h.app?.close();
    await h.wallet?.stop();
    if (h.config) rmSync(h.config.dataDir, { recursive: true, force: true });
  });
  return h;
}

/** The uncaught errors of the page's scripts, as they happen. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The view of the round each state the page read of a table shows (its result, else the last one). */
export function tableViews(page: Page, gameCode: string): Record<string, unknown>[] {
  const views: Record<string, unknown>[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith(`/api/table/${gameCode}`)) return;
    const table = await response.json().catch(() => undefined);
    const shown = table?.result ?? table?.results?.[0];
    if (shown?.view) views.push(shown.view);
  });
  return views;
}
