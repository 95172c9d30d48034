import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/color.ts';
import type { BrandInputs } from '../src/deriveTheme.ts';
import { designReport } from '../src/design.ts';

const light: BrandInputs = {
  mode: 'light',
  brand: '#ffd6d6',
  accent: '#7fb3ff',
  canvas: '#ffffff',
  ink: '#1a1a1a',
  shape: { control: 8, surface: 8, tile: 8, indicator: 2 },
  fontBody: 'Inter Variable',
  fontHeading: 'Inter Variable',
  density: 'comfortable',
};

describe('designReport (the brand studio)', () => {
  it('says which colours the derivation moved, from what to what, and the contrast each reaches', () => {
    const { moved, warnings, theme } = designReport(light);
    expect(warnings).toEqual([]);
    const roles = Object.fromEntries(moved.map((colour) => [colour.role, colour]));
    // A pale accent is darkened for links (4.5:1) and the focus ring (3:1); a pale brand for marks.
    expect(roles.link).toMatchObject({ from: '#7fb3ff', to: theme.color.foreground.link });
    expect(roles.link?.ratio).toBeGreaterThanOrEqual(4.5);
    expect(roles.focus?.ratio).toBeGreaterThanOrEqual(3);
    expect(roles.indicator).toMatchObject({ from: '#ffd6d6', to: theme.color.indicator });
    expect(contrastRatio(theme.color.indicator as `#${string}`, '#ffffff')).toBeGreaterThanOrEqual(3);
    // Dark text on white needs no move.
    expect(roles.text).toBeUndefined();
  });

  it('reports a pinned colour that misses WCAG, and unpinning it solves it', () => {
    const pinned = designReport({ ...light, pinned: ['indicator', 'brand'] });
    expect(pinned.failingPins).toEqual(['indicator']);
    expect(pinned.warnings).toHaveLength(1);
    expect(pinned.moved.find((colour) => colour.role === 'indicator')).toBeUndefined();
    const solved = designReport({ ...light, pinned: ['brand'] });
    expect(solved.warnings).toEqual([]);
    expect(solved.failingPins).toEqual([]);
  });
});
