import { screen, waitFor, within } from 'storybook/test';
import { i18n as siteI18n } from '../../src/common/i18n/index.ts';
import type { MemberCenterPage } from '../../src/common/stores/modals.ts';
import { rewardsBadge } from '../../src/features/promotions/rewards/store.ts';
import { type SiteParameters, withSite } from './decorator.tsx';
import { SiteShell } from './shell.tsx';

/** Story globals for the widths designers review pages at (preview.tsx's viewport options). */
export const phone = { viewport: { value: 'phone390', isRotated: false } };
export const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const inView = (image: HTMLImageElement) => image.getBoundingClientRect().top < window.innerHeight;

/**
 * A page story's play: waits until the page is all there (the visual test screenshots it then):
 * `shown` (what only the finished page has) is on screen, the rewards badge has counted, and for
 * a few checks in a row nothing is busy, no skeleton is left and the images in view have loaded.
 */
export async function pageReady(shown: () => Promise<unknown>) {
  await shown();
  // The rewards badge counts once the member bar's code has loaded, after the page has settled;
  // the story member always has rewards to claim (answers.ts), so the count is never 0 for long.
  await waitFor(
    () => {
      if (rewardsBadge.count === 0) throw new Error('the rewards badge has not counted yet');
    },
    { timeout: 15_000 },
  );
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

/**
 * The member centre (its own chunk) is open; pageReady then waits for its page. The home page
 * behind it first shows its hot games: they come after the page has painted (a lazy section, not
 * busy while it loads), so pageReady alone could settle before they arrive.
 */
async function memberCentreShown() {
  await screen.findByRole(
    'heading',
    { name: named('games:home.hotGames'), hidden: true },
    { timeout: 15_000 },
  );
  return screen.findByRole('dialog', {}, { timeout: 15_000 });
}

/**
 * The meta of a page's stories but their title and tags (which Storybook's indexer reads from the
 * file itself): the whole site (SiteShell) at `site.url` for a logged-in member, its play waiting
 * until `shown` is on screen and the page has settled. A story with a play of its own (a state
 * reached by clicking) starts it with `await meta.play()`.
 */
export const siteStories = (site: SiteParameters, shown: () => Promise<unknown>) => ({
  decorators: [withSite],
  parameters: { layout: 'fullscreen', site },
  render: () => <SiteShell />,
  play: () => pageReady(shown),
});

/** A member-centre page's stories: the centre open at that page above the home page. */
export const memberCentreStories = (page: MemberCenterPage) =>
  siteStories({ url: '/index', memberCentre: page }, memberCentreShown);

/**
 * A name a play looks for, as the site says it in the toolbar's language (`ns:key`), so a play
 * works in every language. A pattern (a required field's name carries its mark, a select's its
 * value too), or with `exact` the whole name.
 */
export function named(key: string, { exact = false } = {}): string | RegExp {
  const text = String(siteI18n.t(key));
  return exact ? text : new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The open member centre, to look inside it (the page behind is hidden from assistive tech). */
export const memberCentre = async () => within(await memberCentreShown());

/**
 * A member-centre story's own play: once the page has settled, `steps` inside the centre (clicks,
 * typing, waiting for their outcome), then until the page has settled again.
 */
export const inMemberCentre =
  (steps: (centre: Awaited<ReturnType<typeof memberCentre>>) => Promise<unknown>) => async () => {
    await pageReady(memberCentreShown);
    await steps(await memberCentre());
    await pageReady(memberCentreShown);
  };
