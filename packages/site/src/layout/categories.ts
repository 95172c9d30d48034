import type { GameVendors } from '@playsite/api';

/** Category code -> route (SPEC.md §2.2); sports has no route of its own. */
export const categoryRoutes: Record<string, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

/** Shown to guests, who cannot ask for the vendor list. */
export const defaultCategories = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT'] as const;

export interface Category {
  code: string;
  vendors: { code: string; name: string }[];
}

/**
 * Vendor lanes -> navigation categories: only lanes with vendors; sports vendors on the brand's
 * e-sports list move to ESPORTS; DS88 (a sports vendor) shows next to live casino.
 */
export function categoriesFrom(lanes: GameVendors, esportsVendors: readonly string[]): Category[] {
  const byCode = new Map<string, Category>();
  const add = (code: string, vendor: { code: string; name: string }) => {
    const category = byCode.get(code) ?? { code, vendors: [] };
    category.vendors.push(vendor);
    byCode.set(code, category);
  };
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const vendor = { code: card.vassalage, name: card.displayName };
      const esports = lane.title === 'SPORTS' && esportsVendors.includes(card.vassalage);
      add(esports ? 'ESPORTS' : lane.title, vendor);
    }
  }
  const categories = [...byCode.values()].filter((category) => category.code in categoryRoutes);
  const ds88 = categories.find((c) => c.code === 'SPORTS')?.vendors.find((v) => v.code === 'DS88');
  const live = categories.find((c) => c.code === 'LIVE');
  if (ds88 && live && !live.vendors.includes(ds88)) live.vendors.push(ds88);
  return categories;
}
