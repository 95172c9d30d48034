import { screen, waitFor } from 'storybook/test';
import type { MemberCenterPage } from '../../src/common/stores/modals.ts';
import { type SiteParameters, withSite } from './decorator.tsx';

/** Story globals for the widths designers review pages at (preview.tsx's viewport options). */
export const phone = { viewport: { value: 'phone390', isRotated: false } };
export const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const inView = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight;

/**
 * A page story's play: waits until the page is all there (the visual test screenshots it then):
 * `shown` (what only the finished page has) is on screen, and for a few checks in a row nothing
 * is busy, no skeleton is left and the images in view have loaded.
 */
export async function pageReady(shown: () => Promise<unknown>) {
  await shown();
  let quiet = 0;
  await waitFor(
    () => {
      const loading =
        document.querySelector('[aria-busy="true"], [data-shape]') !== null ||
        [...document.images].some((image) => !image.complete && (image.loading !== 'lazy' || inView(image)));
      quiet = loading ? 0 : quiet + 1;
      if (quiet < 3) throw new Error('the page is still loading');
    },
    { timeout: 15_000, interval: 50 },
  );
}

/** The member centre (its own chunk) is open; pageReady then waits for its page. */
const memberCentreShown = () => screen.findByRole('dialog', {}, { timeout: 15_000 });

/**
 * The meta of a member-centre page's stories but their title and tags (which Storybook's indexer
 * reads from the file itself): the centre open at that page above the home page, as the site's
 * modal layer (which withSite renders) shows it; the story itself renders nothing.
 */
export const memberCentreStories = (page: MemberCenterPage) => ({
  decorators: [withSite],
  parameters: { layout: 'fullscreen', site: { url: '/index', memberCentre: page } satisfies SiteParameters },
  render: () => <></>,
  play: () => pageReady(memberCentreShown),
});
