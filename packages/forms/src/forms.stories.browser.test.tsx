import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { clearAllMocks } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import '@playsite/ui/global.css';
import { type BrandName, brandNames } from '@playsite/ui';
import { applyBrand, WithForms } from './testing/render.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  document.body.className = '';
});

/** react-aria's live announcer leaves an empty labelled node behind once a message expires. */
const context = { include: [document.body], exclude: [['[data-live-announcer]']] };

/** Every forms story, in every brand, renders in a real browser, passes its play function (bad then good input) and axe. */
for (const [path, module] of Object.entries(modules)) {
  describe(path, () => {
    const stories = composeStories(module, { decorators: [(Story) => <WithForms>{Story()}</WithForms>] });
    for (const [name, Story] of Object.entries(stories) as [string, { run: () => Promise<void> }][]) {
      for (const brand of brandNames as readonly BrandName[]) {
        it(`${name} (${brand})`, async () => {
          applyBrand(brand);
          clearAllMocks(); // the story's fn() args are shared by its runs in each brand
          await Story.run();
          const { violations } = await axe.run(context);
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
        });
      }
    }
  });
}
