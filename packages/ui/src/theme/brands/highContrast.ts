import type { BrandInputs } from '../deriveTheme';

/** Black, white and yellow; every text role meets WCAG AA; a typeface designed for legibility. */
export const highContrast = {
  label: 'High Contrast',
  mode: 'dark',
  brand: '#ffe600',
  accent: '#ffe600',
  canvas: '#000000',
  ink: '#ffffff',
  danger: '#ff6b6b',
  success: '#5cff8a',
  warning: '#ffe600',
  header: '#000000',
  radius: 2,
  fontBody: 'Atkinson Hyperlegible',
  fontHeading: 'Atkinson Hyperlegible',
  density: 'comfortable',
  contrast: 'high',
} satisfies BrandInputs;
