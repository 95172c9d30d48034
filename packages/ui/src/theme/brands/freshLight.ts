import type { BrandInputs } from '../deriveTheme';

/** A light, airy brand: mint canvas, teal-green actions, rounded friendly type. */
export const freshLight = {
  label: 'Fresh Light',
  mode: 'light',
  brand: '#0b7a5c',
  accent: '#0b7ea3',
  canvas: '#f5fbf8',
  ink: '#12302a',
  radius: 12,
  fontBody: 'Nunito Variable',
  fontHeading: 'Nunito Variable',
  density: 'spacious',
} satisfies BrandInputs;
