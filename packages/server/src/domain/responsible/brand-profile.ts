import type { ServerConfig } from '../../config.ts';
import { brandForHost, brandsOf } from '../brand-of-host.ts';
import { type Jurisdiction, type JurisdictionProfile, profiles, stricter } from './profiles.ts';

/**
 * The profile of a call: the brand of its host (the site calls its own origin), or, when the host
 * names no brand (a script, another proxy), the strictest profile among the merchant's brands.
 */
export function profileFor(
  config: ServerConfig,
  merchant: string,
  host: string | undefined,
): JurisdictionProfile {
  const brand = brandForHost(config, merchant, host);
  if (brand) return profiles[brand.settings.jurisdiction];
  const jurisdiction = brandsOf(config)
    .filter((one) => one.settings.merchantCode === merchant)
    .reduce<Jurisdiction>((strictest, one) => stricter(strictest, one.settings.jurisdiction), 'none');
  return profiles[jurisdiction];
}
