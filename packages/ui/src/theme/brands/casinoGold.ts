import type { BrandInputs } from '../deriveTheme';

/** A dark casino: black-green felt, gold actions, engraved serif headings. */
export const casinoGold = {
  label: 'Casino Gold',
  mode: 'dark',
  brand: '#d4a72c',
  accent: '#f3c94d',
  canvas: '#0e1311',
  ink: '#f4ecd8',
  danger: '#e5484d',
  success: '#3fb950',
  header: '#17110a',
  radius: 4,
  fontBody: 'Inter Variable',
  fontHeading: 'Cinzel',
  density: 'comfortable',
} satisfies BrandInputs;
