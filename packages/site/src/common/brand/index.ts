import type { BrandSettings } from '@playsite/brands';
import { settingsElementId } from '@playsite/brands/constants';

/**
 * The brand of this page. The server writes its settings into the page (by host name,
 * docs/brands.md) beside its stylesheet; one build serves every brand. A page served any other
 * way (not by the PlaySite server or the site's dev server) fails to start here.
 */
export const brand: BrandSettings = JSON.parse(document.getElementById(settingsElementId)!.textContent!);
export * from './types.ts';
