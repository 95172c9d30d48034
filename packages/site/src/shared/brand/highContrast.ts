import type { BrandConfig } from './types.ts';

export const highContrast: BrandConfig = {
  id: 'highContrast',
  name: 'PlayClear',
  merchantCode: 'demo',
  languages: ['en'],
  defaultLanguage: 'en',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
  chatHeaderColor: '#000000',
  loggedInOnly: true,
  theme: 'highContrast',
  currencySymbol: 'P',
  esportsVendors: ['IMES', 'TFG', 'AVIA'],
};
