import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { clearAllMocks } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { brandNames } from '../src/theme/brands';

type StoryModule = Parameters<typeof composeStories>[0];
type Story = { run: () => Promise<void> };

/** react-aria's live announcer leaves an empty labelled node behind once a message expires. */
const context = { include: [document.body], exclude: [['[data-live-announcer]']] };
/** As in Storybook's a11y addon: a story is a fragment of a page, not a page with landmarks. */
const options = { rules: { region: { enabled: false } } };

/** axe's findings as one line each, so a failure names the rule and the element. */
export async function axeViolations(): Promise<string[]> {
  const { violations } = await axe.run(context, options);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/**
 * Every story of the given modules (an `import.meta.glob(…, { eager: true })` of `*.stories.tsx`),
 * in every brand, rendered as Storybook renders it (.storybook/preview's decorators: brand class on
 * the story and <body>, i18n, language), in a real browser: its play function must pass, then axe.
 */
export function testStories(modules: Record<string, StoryModule>) {
  // The viewport Storybook's screenshots use (tests/visual): stories are written for it.
  beforeAll(() => page.viewport(800, 600));
  afterEach(() => {
    document.body.className = '';
  });

  const paths = Object.keys(modules).sort();
  it('finds the stories', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    describe(path.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1'), () => {
      for (const brand of brandNames) {
        const stories = composeStories(modules[path]!, {
          ...preview,
          initialGlobals: { brand, locale: 'en' },
        });
        for (const [name, story] of Object.entries(stories) as [string, Story][]) {
          it(`${name} (${brand})`, async () => {
            clearAllMocks(); // a story's fn() args are shared by its runs in each brand
            await story.run();
            expect(await axeViolations()).toEqual([]);
          });
        }
      }
    });
  }
}
