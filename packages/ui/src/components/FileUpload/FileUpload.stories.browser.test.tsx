import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../../styles/global.css';
import { brands } from '../../theme';
import * as fileUpload from './FileUpload.stories';

afterEach(() => {
  document.body.className = '';
});

/** react-aria's live announcer leaves an empty labelled node behind once a message expires. */
const context = { include: [document.body], exclude: [['[data-live-announcer]']] };
/** As in Storybook's a11y addon: a story is a fragment of a page, not a page with landmarks. */
const options = { rules: { region: { enabled: false } } };

/** Every story, in every brand, renders in a real browser, passes its play function and axe. */
describe('FileUpload stories', () => {
  for (const [name, Story] of Object.entries(composeStories(fileUpload))) {
    for (const brand of Object.values(brands)) {
      it(`${name} (${brand.label})`, async () => {
        document.body.className = brand.className;
        await Story.run();
        const { violations } = await axe.run(context, options);
        const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
        expect(found.join('\n')).toBe('');
      });
    }
  }
});
