import { platform } from '../api/platform.ts';
import { brand } from '../brand/index.ts';
import { notices, setNotices } from '../stores/notices.ts';

/** Announcements of every type of the brand, executed as its default type (B). */
export async function loadNotices(force = false): Promise<void> {
  if (notices.loaded && !force) return;
  try {
    setNotices(
      await platform.call('announcements', {
        types: brand.announcementTypes.join(','),
        platform: 'W',
        execution: brand.defaultAnnouncementType,
      }),
    );
  } catch {
    // Silent call: the home page simply shows no announcements.
    setNotices({});
  }
}
