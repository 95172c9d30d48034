import { endpointGroups } from '@playsite/api';
import { startCall } from '../../../common/api/reads.ts';
import { i18n } from '../../../common/i18n/index.ts';
import { warmImage } from '../../../common/page/warmImage.ts';

/** The texts the promotions page and its states use. */
export const promotionsNamespaces = ['engagement', 'wallet'];

/**
 * The promotions page's first reads, started by its route (app/routes.tsx preloadPage) at once,
 * not after its code has loaded: its texts, its list, and, as soon as the list is there, the first
 * card's picture (the page's largest paint). The list's call table is fetched alongside the map
 * that names it, not after it; the page's query finds the list in the query cache.
 */
export function readPromotions(word: string): void {
  if (word !== 'promotions') return;
  void i18n.loadNamespaces(promotionsNamespaces);
  endpointGroups.engagement().catch(() => undefined);
  startCall('activityList', {}).then(
    ({ list }) => warmImage(list[0]?.image),
    () => undefined, // the page asks again and shows the error
  );
}
