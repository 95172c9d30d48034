import { brand } from '../../common/brand/index.ts';
import { queryClient } from '../../common/query/query.ts';
import { type Category, type CategoryVendor, categoryRoutes } from './categories.ts';
import { type GameVendors, vendorsQuery } from './vendors.ts';

/**
 * Vendor categories for the navigation, one query with the lobby's vendor chips. Members only (the
 * call needs a session), so this module loads on demand, off a guest's start path.
 */
export async function loadCategories(): Promise<Category[]> {
  const lanes = await queryClient.fetchQuery(vendorsQuery);
  return categoriesFrom(lanes, brand.esportsVendors);
}

/**
 * Vendor lanes -> navigation categories: only lanes with vendors; sports vendors on the brand's
 * e-sports list move to ESPORTS; DS88 (a sports vendor) shows next to live casino.
 */
export function categoriesFrom(lanes: GameVendors, esportsVendors: readonly string[]): Category[] {
  const byCode = new Map<string, Category>();
  const add = (code: string, vendor: CategoryVendor) => {
    const category = byCode.get(code) ?? { code, vendors: [] };
    category.vendors.push(vendor);
    byCode.set(code, category);
  };
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const esports = lane.title === 'SPORTS' && esportsVendors.includes(card.vendor);
      const code = esports ? 'ESPORTS' : lane.title;
      const vendor = {
        code: card.vendor,
        name: card.displayName,
        lane: code,
        ...(card.accountTypeName ? { accountTypeName: card.accountTypeName } : {}),
      };
      add(code, { ...vendor, href: vendorHref(vendor, code) });
    }
  }
  const categories = [...byCode.values()].filter((category) => category.code in categoryRoutes);
  const ds88 = categories.find((c) => c.code === 'SPORTS')?.vendors.find((v) => v.code === 'DS88');
  const live = categories.find((c) => c.code === 'LIVE');
  if (ds88 && live && !live.vendors.includes(ds88)) live.vendors.push(ds88);
  return categories;
}

const lotteryRoutes: Record<string, string> = { SEA_LOTTERY: '/seaLottery', VN_LOTTERY: '/vnlottery' };

/**
 * Where a vendor of the drop-down leads: its own lane's lobby with ?page=<vendor> (the SEA and
 * VN lottery account types to their lottery routes).
 */
export function vendorHref(vendor: Omit<CategoryVendor, 'href'>, categoryCode: string): string {
  const lane = vendor.lane ?? categoryCode;
  const lottery = vendor.accountTypeName ? lotteryRoutes[vendor.accountTypeName] : undefined;
  if (lottery) return lottery;
  if (lane === 'LOTT') return categoryRoutes.LOTT ?? '/lottery';
  const route = categoryRoutes[lane] ?? '/seamless';
  return `${route}${route.includes('?') ? '&' : '?'}page=${encodeURIComponent(vendor.code)}`;
}
