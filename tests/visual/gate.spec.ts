import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { deriveTheme } from '../../packages/brands/src/deriveTheme.ts';
import { brandsDir, loadBrands } from '../../packages/brands/src/node/load.ts';
import { themeCss } from '../../packages/brands/src/themeCss.ts';
import { readTokenSnapshot, tokenChanges, tokenSnapshot } from '../../packages/brands/test/token-snapshot.ts';
import { freezeTime, waitUntilSettled } from './story-page.ts';

/**
 * A test of the gate itself (issue 38): the first brand folder's brand colour moved by as much as
 * #0b7a5c -> #2e7d32 (a change the old per-pixel threshold of 0.2 let through on every screen), in
 * a temporary copy of the brand folders (the real one is never written). Both the token snapshot
 * and the screenshot comparison, with this run's own settings (playwright.config.ts), must report it.
 */
const first = loadBrands()[0];
if (!first) throw new Error('no brand folder');
const brand = first.id;
const original = String(first.file.tokens.brand);
/** Red +35, green +3, blue -42, each kept within 0-255. */
const planted = `#${[35, 3, -42]
  .map((shift, i) => {
    const channel = Number.parseInt(original.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.min(255, Math.max(0, channel + shift))
      .toString(16)
      .padStart(2, '0');
  })
  .join('')}`;
const story = 'components-button--variants';
const baseline = resolve(import.meta.dirname, 'baselines', `${story}--${brand}.png`);

function plantedCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'playsite-gate-'));
  cpSync(brandsDir(), dir, { recursive: true });
  const file = join(dir, brand, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  expect(json.tokens.brand, `${brand}'s brand colour`).toBe(original);
  json.tokens.brand = planted;
  writeFileSync(file, JSON.stringify(json, null, 2));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test.describe('the visual gate', () => {
  // Updating baselines must never record the planted colour.
  test.beforeEach(({ browserName: _ }, testInfo) => {
    const mode = testInfo.config.updateSnapshots;
    test.skip(mode === 'all' || mode === 'changed', 'updating baselines');
  });

  test('the token snapshot reports a planted brand colour change, and only in that brand', () => {
    const copy = plantedCopy();
    try {
      const changes = tokenChanges(readTokenSnapshot(), tokenSnapshot(copy.dir));
      expect(changes).toContain(`${brand} color.background.brand: ${original} -> ${planted}`);
      expect(changes.filter((change) => !change.startsWith(`${brand} `))).toEqual([]);
      expect(tokenChanges(readTokenSnapshot(), tokenSnapshot())).toEqual([]);
    } finally {
      copy.remove();
    }
    expect(JSON.parse(readFileSync(join(brandsDir(), brand, 'brand.json'), 'utf8')).tokens.brand).toBe(
      original,
    );
  });

  test('a Button story screenshot fails in the planted colour and passes in the real one', async ({
    page,
  }) => {
    // A missing baseline would be written from this page, planted colour and all.
    expect(existsSync(baseline), `${baseline} exists`).toBe(true);
    await page.clock.install({ time: new Date('2026-01-15T10:00:00Z') });
    await page.goto(`/iframe.html?id=${story}&viewMode=story&globals=brand:${brand};a11y.manual:!true`);
    await waitUntilSettled(page, story);
    await freezeTime(page);
    await expect(page, 'the real colour matches the baseline').toHaveScreenshot(`${story}--${brand}.png`, {
      fullPage: true,
    });

    const copy = plantedCopy();
    const inputs = loadBrands(copy.dir).find((each) => each.id === brand)?.file.tokens;
    copy.remove();
    if (!inputs) throw new Error(`no ${brand} in the copy`);
    // The same rule the brand's theme class holds, later in the page, so its values win.
    await page.addStyleTag({ content: themeCss(`.brand-${brand}`, deriveTheme(inputs)) });
    const failure = await expect(page)
      .toHaveScreenshot(`${story}--${brand}.png`, { fullPage: true, timeout: 5_000 })
      .then(
        () => 'matched',
        (error: Error) => error.message,
      );
    expect(failure, 'the planted colour is reported').toMatch(
      /pixels? \(ratio [\d.]+ of all image pixels\) (are|is) different/,
    );
  });
});
