/**
 * Category code -> route (docs/product.md § Game categories). Sports has no route of its own, so the
 * sports, e-sports and cockfight entries open the seamless lobby on their lane instead of a dead link.
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
  COCKFIGHT: '/seamless?type=COCKFIGHT',
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
  /** Where its entry in the drop-down leads. */
  href: string;
}

export interface Category {
  code: string;
  vendors: CategoryVendor[];
}
