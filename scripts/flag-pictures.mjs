#!/usr/bin/env node
/**
 * Draws the country flags the reference server hosts as its image host's COUNTRY_FLAG/{code}.png
 * (docs/product.md § Country-code picker) from the flag-icons package's SVGs (MIT), one PNG per
 * country the site offers for mobile numbers (packages/site/src/common/account/countries.ts), at three
 * times the picker's size so they stay sharp on dense screens. Chromium rasterises them, so no
 * image tool is needed. Run again after adding a country:
 *   node scripts/flag-pictures.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'packages/server/images/COUNTRY_FLAG');
const offered = readFileSync(join(root, 'packages/site/src/common/account/countries.ts'), 'utf8');
const codes = [...offered.matchAll(/countryCode: '([A-Z]{2})'/g)].map((match) => match[1]);
// The picker shows a 3:2 box (object-fit: cover); flag-icons draws 4:3.
const size = { width: 72, height: 48 };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
mkdirSync(outDir, { recursive: true });
for (const code of codes) {
  const svg = readFileSync(join(root, `node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  await page.setContent(
    `<body style="margin:0"><img src="${src}" style="display:block;width:${size.width}px;height:${size.height}px;object-fit:cover"></body>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  writeFileSync(join(outDir, `${code}.png`), await page.locator('img').screenshot({ omitBackground: true }));
}
await browser.close();
console.log(`flags: ${codes.join(' ')} → ${outDir}`);
