import type { BrandConfig } from './types.ts';

export const darkGold: BrandConfig = {
  id: 'darkGold',
  name: 'PlaySite',
  merchantCode: 'demo',
  languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'],
  defaultLanguage: 'en',
  lotteryType: 'SEA',
  device: 'WEB',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultAnnouncementType: 'B',
  chatHeaderColor: '#1a1410',
  loggedInOnly: false,
  theme: 'casinoGold',
  currencySymbol: 'P',
  esportsVendors: ['IMES', 'TFG', 'AVIA'],
};
