import { demoBrandDefaults } from './demoDefaults.ts';
import type { BrandConfig } from './types.ts';

export const highContrast: BrandConfig = {
  ...demoBrandDefaults,
  id: 'highContrast',
  name: 'PlayClear',
  languages: ['en'],
  chatHeaderColor: '#000000',
  loggedInOnly: true,
  theme: 'highContrast',
};
