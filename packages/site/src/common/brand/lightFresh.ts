import { demoBrandDefaults } from './demoDefaults.ts';
import type { BrandConfig } from './types.ts';

export const lightFresh: BrandConfig = {
  ...demoBrandDefaults,
  id: 'lightFresh',
  name: 'PlayFresh',
  languages: ['en', 'vi', 'th'],
  chatHeaderColor: '#0f7b6c',
  loggedInOnly: false,
  theme: 'freshLight',
};
