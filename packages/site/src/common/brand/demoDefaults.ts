import type { BrandConfig } from './types.ts';

/** What every demo brand shares: one merchant, the SEA lottery, every prize mode and notice type. */
export const demoBrandDefaults = {
  merchantCode: 'demo',
  defaultLanguage: 'en',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
  currencySymbol: 'P',
  esportsVendors: ['IMES', 'TFG', 'AVIA'],
} as const satisfies Partial<BrandConfig>;
