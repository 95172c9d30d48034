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
