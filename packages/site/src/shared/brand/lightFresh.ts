import type { BrandConfig } from './types.ts';

export const lightFresh: BrandConfig = {
  id: 'lightFresh',
  name: 'PlayFresh',
  merchantCode: 'demo',
  languages: ['en', 'vi', 'th'],
  defaultLanguage: 'en',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
  chatHeaderColor: '#0f7b6c',
  loggedInOnly: false,
  theme: 'freshLight',
  currencySymbol: 'P',
  esportsVendors: ['IMES', 'TFG', 'AVIA'],
};
