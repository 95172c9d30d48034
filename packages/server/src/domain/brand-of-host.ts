import { join } from 'node:path';
import { type Brand, brandIdForHost, loadBrands, parseHostMap } from '@playsite/brands/node';
import type { ServerConfig } from '../config.ts';
import { repoRoot } from '../files.ts';

const cache = new Map<string, readonly Brand[]>();

/** The brand folders (BRANDS_DIR or the repository's), read once per folder. */
export function brandsOf(config: ServerConfig): readonly Brand[] {
  const dir = config.brandsDir ?? join(repoRoot, 'brands');
  let brands = cache.get(dir);
  if (!brands) {
    brands = loadBrands(dir);
    cache.set(dir, brands);
  }
  return brands;
}

/** The brand a call's host names, when it is one of the merchant's. */
export function brandForHost(
  config: ServerConfig,
  merchant: string,
  host: string | undefined,
): Brand | undefined {
  const brands = brandsOf(config);
  const ids = brands.map((brand) => brand.id);
  const id = brandIdForHost(host, parseHostMap(config.brandHosts, ids), ids);
  return brands.find((one) => one.id === id && one.settings.merchantCode === merchant);
}
