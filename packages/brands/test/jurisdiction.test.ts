import { create, StructError } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BrandFile } from '../src/brand.ts';

const file = (site: Record<string, unknown>) => ({
  label: 'Test',
  site: { name: 'Test', merchantCode: 'demo', languages: ['en'], ...site },
  description: 'A test brand.',
  tokens: {
    mode: 'light',
    brand: '#e0533d',
    accent: '#0f8f8f',
    canvas: '#ffffff',
    ink: '#111111',
    shape: { control: 4, surface: 8, tile: 8, indicator: 2 },
    fontBody: 'Nunito Variable',
    fontHeading: 'Nunito Variable',
    density: 'comfortable',
  },
});

describe('brand.json jurisdiction', () => {
  it('defaults to none and accepts GB and MT', () => {
    expect(create(file({}), BrandFile).site.jurisdiction).toBe('none');
    expect(create(file({ jurisdiction: 'GB' }), BrandFile).site.jurisdiction).toBe('GB');
    expect(create(file({ jurisdiction: 'MT' }), BrandFile).site.jurisdiction).toBe('MT');
  });

  it('refuses any other profile', () => {
    expect(() => create(file({ jurisdiction: 'US' }), BrandFile)).toThrow(StructError);
  });
});
