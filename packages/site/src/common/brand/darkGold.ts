import { demoBrandDefaults } from './demoDefaults.ts';
import type { BrandConfig } from './types.ts';

export const darkGold: BrandConfig = {
  ...demoBrandDefaults,
  id: 'darkGold',
  name: 'PlaySite',
  languages: ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id'],
  chatHeaderColor: '#1a1410',
  loggedInOnly: false,
  theme: 'casinoGold',
};
