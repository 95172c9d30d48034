import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loadBrands } from '../../packages/brands/src/node/index.ts';
import { freezeTime, type StorybookWindow, waitUntilSettled } from './story-page.ts';

/** Brand ids, one per brand folder, so a new brand is covered without touching this spec. */
const brandNames = loadBrands().map((brand) => brand.id);

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = resolve(
  process.env.STORYBOOK_DIR ?? resolve(import.meta.dirname, '../../storybook-static'),
  'index.json',
);
const entries = (() => {
  try {
    return Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries as Record<string, IndexEntry>);
  } catch {
    throw new Error('storybook-static/index.json is missing: run `pnpm build-storybook` first.');
  }
})();
const stories = entries.filter((entry) => entry.type === 'story').sort((a, b) => (a.id < b.id ? -1 : 1));

/** Re-renders the current story in another brand, keeping the state its play function left. */
async function switchBrand(page: Page, id: string, brand: string) {
  await page.evaluate(
    (brand) =>
      new Promise<void>((done) => {
        const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('no Storybook channel');
        channel.once('storyRendered', done);
        channel.emit('updateGlobals', { globals: { brand } });
      }),
    brand,
  );
  await waitUntilSettled(page, id);
}

/**
 * The screen a story names in its globals (`viewport`: one of preview.tsx's viewport options), as
 * page stories do for phone and desktop widths; other stories use the 800 × 600 default.
 */
async function namedViewport(page: Page): Promise<{ width: number; height: number } | undefined> {
  return page.evaluate(() => {
    const story = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.story;
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    const width = Number.parseInt(styles?.width ?? '', 10);
    const height = Number.parseInt(styles?.height ?? '', 10);
    return width > 0 && height > 0 ? { width, height } : undefined;
  });
}

/** axe-core, injected once per story: re-injecting it for each brand cost more than the checks. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const allRules = {
  rules: {
    // WCAG 2.2 target size (24 × 24 px), off in axe by default.
    'target-size': { enabled: true },
    // Page-level rules: a story is a fragment, not a page.
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
    region: { enabled: false },
  },
};

async function runAxe(page: Page, options: object): Promise<AxeViolation[]> {
  return page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // react-aria's announcer keeps spoken messages for 7 s; they may point at elements the
    // story has since removed (a finished spinner). Not part of any story's content.
    const context = { exclude: [['#storybook-docs'], ['[data-live-announcer]']] };
    return (await axe.run(context, options)).violations;
  }, options);
}

const [firstBrand, ...otherBrands] = brandNames;
if (!firstBrand) throw new Error('no brand folders found');

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    // A page story is the whole site (layout, page, member centre), loaded twice and re-rendered in
    // every brand twice: on a busy 2-core machine the lobby's took 30 to 60 s, so three times the time.
    test.slow(story.title.startsWith('Pages/'));
    // A fixed date, so stories that show "today" never change. Time flows until the story
    // (and its play function) settles, then stops: countdowns and carousels hold still.
    await page.clock.install({ time: new Date('2026-01-15T10:00:00Z') });
    // `a11y.manual` stops the a11y addon's own axe run in the page: axe runs once, below.
    await page.goto(
      `/iframe.html?id=${story.id}&viewMode=story&globals=brand:${firstBrand};a11y.manual:!true`,
    );
    await waitUntilSettled(page, story.id);
    // A story for a phone or a desktop is loaded again at that size: media queries and what the
    // page measures as it mounts see that screen. Its screenshot is that screen, as a device shows it.
    const viewport = await namedViewport(page);
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.reload();
      await waitUntilSettled(page, story.id);
    }
    await freezeTime(page);

    for (const brand of brandNames) {
      // Re-rendering needs no timers (Storybook skips its animation wait for a test runner).
      if (brand !== firstBrand) await switchBrand(page, story.id, brand);
      await expect.soft(page, `screenshot in ${brand}`).toHaveScreenshot(`${story.id}--${brand}.png`, {
        fullPage: !viewport,
      });
    }

    // axe schedules its work with timers, so time flows again from here on.
    await page.clock.resume();
    await page.addScriptTag({ content: axeSource });
    for (const brand of [...otherBrands.slice(-1), firstBrand, ...otherBrands.slice(0, -1)]) {
      await switchBrand(page, story.id, brand);
      // Brands change shapes and density as well as colours: every rule runs in every brand.
      const violations = await runAxe(page, allRules);
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect.soft(blocking, `axe serious/critical violations in ${brand}`).toEqual([]);
    }
  });
}
