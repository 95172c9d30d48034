import { startCall } from '../../common/api/reads.ts';
import { brand } from '../../common/brand/index.ts';
import { notices, setNotices } from './store.ts';

const request = {
  types: brand.announcementTypes.join(','),
  platform: 'W',
  execution: brand.defaultAnnouncementType,
};

/** The home page's addresses (/ sends to /index). */
const homePaths = ['/', '/index'];

let pending: Promise<void> | undefined;

/**
 * Announcements of every type of the brand, executed as its default type (B); one call at a time.
 * Started with the site (main.tsx), so it is a start-up read of the query layer.
 */
export function loadNotices(force = false): Promise<void> {
  if (notices.loaded && !force) return Promise.resolve();
  pending ??= startCall('announcements', request)
    .then(
      (value) => {
        // The first banner is the home page's largest image: fetch it before the page asks. Other
        // pages do not show it: there it would only compete with their own first requests.
        const firstBanner = value.banners?.find((banner) => banner.image)?.image;
        if (firstBanner && homePaths.includes(window.location.pathname)) new Image().src = firstBanner;
        setNotices(value);
      },
      // Silent call: the home page simply shows no announcements.
      () => setNotices({}),
    )
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
