import type { BrandTokens } from '@playsite/brands';
import { describe, expect, it } from 'vitest';
import {
  fontChoices,
  isValidText,
  parseColour,
  parseRadius,
  withoutPins,
  withPin,
  withTypedText,
} from '../src/pages/BrandStudio/draft.ts';

const tokens: BrandTokens = {
  mode: 'light',
  brand: '#123456',
  accent: '#0055cc',
  canvas: '#ffffff',
  ink: '#111111',
  header: '#eeeeee',
  shape: { control: 8, surface: 12, tile: 8, indicator: 4 },
  fontBody: 'Inter Variable',
  fontHeading: 'Inter Variable',
  density: 'comfortable',
  pinned: ['brand', 'accent'],
};

describe('the brand studio draft', () => {
  it('reads colours as lower-case #rrggbb, and refuses what is not one', () => {
    expect(parseColour('#ABC')).toBe('#aabbcc');
    expect(parseColour(' #1A2b3C ')).toBe('#1a2b3c');
    expect(parseColour('#abcd')).toBeUndefined();
    expect(parseColour('123456')).toBeUndefined();
    expect(parseColour('#ggg')).toBeUndefined();
  });

  it('reads radii as whole px from 0 to 999', () => {
    expect(parseRadius('0')).toBe(0);
    expect(parseRadius('24')).toBe(24);
    expect(parseRadius('1000')).toBeUndefined();
    expect(parseRadius('-1')).toBeUndefined();
    expect(parseRadius('2.5')).toBeUndefined();
    expect(parseRadius('')).toBeUndefined();
  });

  it('applies a typed text only once it is a value; an empty header is derived', () => {
    expect(withTypedText(tokens, 'brand', '#12')).toBe(tokens);
    expect(withTypedText(tokens, 'brand', '#f00').brand).toBe('#ff0000');
    expect(withTypedText(tokens, 'shape.tile', '16').shape).toEqual({ ...tokens.shape, tile: 16 });
    expect(withTypedText(tokens, 'shape.tile', 'x')).toBe(tokens);
    expect('header' in withTypedText(tokens, 'header', ' ')).toBe(false);
    expect(isValidText('header', '')).toBe(true);
    expect(isValidText('brand', '')).toBe(false);
    expect(isValidText('shape.control', '12')).toBe(true);
  });

  it('pins and unpins colours', () => {
    expect(withoutPins(tokens, ['brand']).pinned).toEqual(['accent']);
    expect(withPin(tokens, 'indicator', true).pinned).toEqual(['brand', 'accent', 'indicator']);
    expect(withPin(tokens, 'brand', false).pinned).toEqual(['accent']);
    expect(withPin({ ...tokens, pinned: undefined }, 'brand', true).pinned).toEqual(['brand']);
  });

  it('offers each font family once, the one named now included', () => {
    expect(fontChoices(['A', 'B'], ['B', 'C'], ['D', 'A'])).toEqual(['A', 'B', 'C', 'D']);
  });
});
