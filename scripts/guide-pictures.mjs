#!/usr/bin/env node
/**
 * Captures the beginner guide's pictures (help centre, docs/product.md § Help, download and join-us) from the
 * site's own screens: registration, deposit, a game lobby and withdrawal, on a phone-sized window,
 * saved as small WebP files beside the guide (packages/site/src/features/content/help/guide/).
 *
 * Run against a started server with the demo seed (`pnpm start`):
 *   node scripts/guide-pictures.mjs [http://127.0.0.1:8080]
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium. The WebP encoding is Chromium's own (a canvas),
 * so no image tool is needed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const outDir = join(import.meta.dirname, '../packages/site/src/features/content/help/guide');
const size = { width: 400, height: 640 };
const quality = 0.72;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  baseURL: base,
  viewport: size,
  deviceScaleFactor: 1,
  locale: 'en-US',
  reducedMotion: 'reduce',
});
const page = await context.newPage();

/** The screen as WebP, encoded by the browser from a PNG screenshot. */
async function save(name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const encoder = await context.newPage();
  const dataUrl = await encoder.evaluate(
    async ({ source, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', quality);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, quality },
  );
  await encoder.close();
  const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  writeFileSync(join(outDir, `${name}.webp`), bytes);
  console.log(`${name}.webp ${(bytes.length / 1024).toFixed(1)} KB`);
}

// 1. Register: the registration form a guest opens.
await page.goto('/register');
await page.getByRole('dialog', { name: 'Register' }).waitFor();
await save('register');

// The demo member logs in for the other screens.
await page.goto('/index');
await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
const login = page.getByRole('dialog', { name: 'Log in' });
await login.getByRole('textbox', { name: 'Username' }).fill('demomember');
await login.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
await login.getByRole('button', { name: 'Log in', exact: true }).click();
await page
  .getByRole('dialog', { name: 'Welcome back' })
  .getByRole('button', { name: 'Start playing' })
  .click();

// 2. Deposit: the member centre's deposit page.
await page.goto('/index?centre=member/depositv2');
await page.getByRole('dialog').getByRole('heading', { name: 'Deposit' }).first().waitFor();
await save('deposit');

// 3. Play: a game lobby (slots), with the balance in the header.
await page.goto('/rng');
await page
  .getByRole('button', { name: /^Play / })
  .first()
  .waitFor();
await save('play');

// 4. Withdraw: the member centre's withdrawal page.
await page.goto('/index?centre=member/withdraw');
await page.getByRole('dialog').getByRole('heading', { name: 'Withdraw' }).first().waitFor();
await save('withdraw');

await browser.close();
