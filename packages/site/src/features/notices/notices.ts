import { platform } from '../../shared/api/platform.ts';
import { brand } from '../../shared/brand/index.ts';
import { notices, setNotices } from './store.ts';

let pending: Promise<void> | undefined;

/** Announcements of every type of the brand, executed as its default type (B); one call at a time. */
export function loadNotices(force = false): Promise<void> {
  if (notices.loaded && !force) return Promise.resolve();
  pending ??= fetchNotices().finally(() => {
    pending = undefined;
  });
  return pending;
}

async function fetchNotices(): Promise<void> {
  try {
    const value = await platform.call('announcements', {
      types: brand.announcementTypes.join(','),
      platform: 'W',
      execution: brand.defaultAnnouncementType,
    });
    // The first banner is the home page's largest image: fetch it before the page asks.
    const firstBanner = value.banners?.find((banner) => banner.image)?.image;
    if (firstBanner) new Image().src = firstBanner;
    setNotices(value);
  } catch {
    // Silent call: the home page simply shows no announcements.
    setNotices({});
  }
}
