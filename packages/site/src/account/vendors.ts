import { platform } from '../api/platform.ts';
import { brand } from '../brand/index.ts';
import { type Category, categoriesFrom } from '../layout/categories.ts';

/** Vendor categories for the navigation (cached by the client for the session). */
export async function loadCategories(): Promise<Category[]> {
  const lanes = await platform.call('gameVendors', { merchantCode: brand.merchantCode });
  return categoriesFrom(lanes, brand.esportsVendors);
}
