import type { GameVendors } from '@playsite/api';

/**
 * Category code -> route (SPEC.md §2.2). Sports has no route of its own (SPEC.md §2.1), so the
 * sports and e-sports entries open the seamless lobby on their lane instead of a dead link.
 */
export const categoryRoutes: Record<string, string> = {
  LIVE: '/live',
  SPORTS: '/seamless?type=SPORTS',
  ESPORTS: '/seamless?type=ESPORTS',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

/** Shown to guests, who cannot ask for the vendor list. */
export const defaultCategories = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT'] as const;

export interface CategoryVendor {
  code: string;
  name: string;
  /** Wallet account type; the SEA and VN lottery ones have their own routes. */
  accountTypeName?: string;
  /** The lane the vendor really belongs to (DS88 is a sports vendor shown under live casino). */
  lane?: string;
}

export interface Category {
  code: string;
  vendors: CategoryVendor[];
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
      const esports = lane.title === 'SPORTS' && esportsVendors.includes(card.vassalage);
      const code = esports ? 'ESPORTS' : lane.title;
      add(code, {
        code: card.vassalage,
        name: card.displayName,
        lane: code,
        ...(card.accountTypeName ? { accountTypeName: card.accountTypeName } : {}),
      });
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
export function vendorHref(vendor: CategoryVendor, categoryCode: string): string {
  const lane = vendor.lane ?? categoryCode;
  const lottery = vendor.accountTypeName ? lotteryRoutes[vendor.accountTypeName] : undefined;
  if (lottery) return lottery;
  if (lane === 'LOTT') return categoryRoutes.LOTT ?? '/lottery';
  const route = categoryRoutes[lane] ?? '/seamless';
  return `${route}${route.includes('?') ? '&' : '?'}page=${encodeURIComponent(vendor.code)}`;
}
