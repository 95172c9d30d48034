import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slotBootFor } from '../src/pages/art/slot-art.ts';
import { browserHarness, hasChromium, pageErrors, screens } from './browser-harness.ts';
import { launchQuery } from './harness.ts';

// A real slot of the catalogue in a real browser: the reels land on exactly the stops the
// round returned. SCREENS=<folder> also writes the phone and desktop screenshots there.

const slotCode = 'SFORGE_0001';
const h = browserHarness('slot', 0);

interface SpinView {
  stops: number[];
  grid: string[][];
  expanded: number[];
}

async function openSlot(
  size: { width: number; height: number },
  lang: string,
  token: string,
  extra: Record<string, string> = {},
) {
  h.wallet.tokens.add(token);
  const page = await h.browser.newPage({ viewport: size });
  const errors = pageErrors(page);
  await page.goto(
    `${h.base}/play/${slotCode}?${launchQuery(slotCode, token, `u${token.slice(-4)}`, { lang, ...extra })}`,
  );
  await page.locator('.slot-machine .reel').first().waitFor();
  await page.locator('#play:not([disabled])').waitFor();
  return { page, errors };
}

describe.skipIf(!hasChromium)('a slot in the browser', () => {
  it('spins and lands on the stops of the round the server returned', async () => {
    const { page, errors } = await openSlot({ width: 390, height: 844 }, 'en', 'slot-browser-token-0001');
    const strips = slotBootFor(slotCode)?.slot?.strips ?? [];
    for (let spin = 0; spin < 3; spin++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/round'));
      await page.keyboard.press('Space');
      const round = await (await answer).json();
      await expect.poll(() => page.locator('#play').textContent(), { timeout: 10_000 }).toBe('Spin');
      await page.locator('#play:not([disabled])').waitFor();
      const spins: SpinView[] = round.view.spins;
      const last = spins[spins.length - 1] as SpinView;
      const shown = await page.locator('.reel').evaluateAll((reels) =>
        reels.map((reel) => ({
          stop: Number((reel as HTMLElement).dataset.stop),
          symbols: [...reel.querySelectorAll('.cell')].map((cell) => (cell as HTMLElement).dataset.symbol),
        })),
      );
      expect(shown.map((reel) => reel.stop)).toEqual(last.stops);
      expect(shown.map((reel) => reel.symbols)).toEqual(last.grid);
      shown.forEach((reel, index) => {
        if (last.expanded.includes(index)) return;
        const strip = strips[index] as string[];
        expect(reel.symbols).toEqual([0, 1, 2].map((row) => strip[(reel.stop + row) % strip.length]));
      });
      expect(await page.locator('#win-amount').textContent()).toContain(
        (round.win / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('stops the reels at once on a second press', async () => {
    const { page } = await openSlot({ width: 1440, height: 900 }, 'th', 'slot-browser-token-0002');
    const started = Date.now();
    await page.locator('#play').click();
    await expect.poll(() => page.locator('#play').textContent()).not.toBe('หมุน');
    await page.locator('#play').click();
    await expect.poll(() => page.locator('#play').textContent(), { timeout: 10_000 }).toBe('หมุน');
    const quick = Date.now() - started;
    expect(quick).toBeLessThan(1_500 + 2_000);
    expect(await page.locator('.reels').getAttribute('aria-label')).not.toMatch(/[A-Z][a-z]{2,}/);
    if (screens) {
      const desk = await openSlot({ width: 1440, height: 900 }, 'en', 'slot-browser-token-0004');
      await desk.page.locator('#play').click();
      await expect.poll(() => desk.page.locator('#play').textContent(), { timeout: 10_000 }).toBe('Spin');
      await desk.page.evaluate(() => window.scrollTo(0, 0));
      await desk.page.screenshot({ path: join(screens, 'slot-1440.png') });
      await desk.page.close();
      const phone = await openSlot({ width: 390, height: 844 }, 'vi', 'slot-browser-token-0003');
      await phone.page.locator('#play').click();
      await expect.poll(() => phone.page.locator('#play').textContent(), { timeout: 10_000 }).toBe('Quay');
      await phone.page.evaluate(() => window.scrollTo(0, 0));
      await phone.page.screenshot({ path: join(screens, 'slot-390.png') });
      // A spin that pays, for the win lines and the meter.
      for (let spin = 0; spin < 40; spin++) {
        const answer = phone.page.waitForResponse((response) => response.url().endsWith('/api/round'));
        await phone.page.locator('#play').click();
        const round = await (await answer).json();
        await expect.poll(() => phone.page.locator('#play').textContent(), { timeout: 20_000 }).toBe('Quay');
        if (round.view.spins[0].lineWins.length > 1) break;
      }
      await phone.page.evaluate(() => window.scrollTo(0, 0));
      await phone.page.screenshot({ path: join(screens, 'slot-win-390.png') });
      await phone.page.close();
    }
    await page.close();
  }, 60_000);

  it('wears each brand’s tokens passed with the launch, with readable text on them', async () => {
    const brandsDir = join(import.meta.dirname, '../../../brands');
    const brands = readdirSync(brandsDir).filter((name) => existsSync(join(brandsDir, name, 'brand.json')));
    expect(brands.length).toBeGreaterThan(0);
    for (const [index, brand] of brands.entries()) {
      const { tokens } = JSON.parse(readFileSync(join(brandsDir, brand, 'brand.json'), 'utf8'));
      const theme = Buffer.from(JSON.stringify(tokens)).toString('base64url');
      const { page, errors } = await openSlot(
        { width: 390, height: 844 },
        'en',
        `slot-theme-token-00${index}`,
        {
          theme,
        },
      );
      const look = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          bg: style.getPropertyValue('--bg').trim(),
          accent: style.getPropertyValue('--accent').trim(),
          url: window.location.search,
        };
      });
      expect(look.bg.toLowerCase()).toBe(String(tokens.canvas).toLowerCase());
      expect(look.url).not.toContain('theme=');
      const { contrast } = await import('../src/pages/colour.js');
      for (const [text, background] of await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        const v = (name: string) => style.getPropertyValue(name).trim();
        return [
          [v('--text'), v('--panel')],
          [v('--muted'), v('--panel')],
          [v('--accent-text'), v('--accent')],
          [v('--accent-on-panel'), v('--panel')],
        ] as [string, string][];
      }))
        expect(contrast(text, background), `${brand} ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      if (screens) await page.screenshot({ path: join(screens, `slot-${brand}-390.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 60_000);
});
