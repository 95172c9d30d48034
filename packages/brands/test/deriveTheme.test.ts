import { describe, expect, it } from 'vitest';
import { contrastRatio, type Hex } from '../src/color.ts';
import { type BrandInputs, contrastWarnings, deriveTheme } from '../src/deriveTheme.ts';
import { loadBrands } from '../src/node/load.ts';
import { tokenShape } from '../src/tokens.ts';

function leafPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' || value === null
      ? [`${prefix}${key}`]
      : leafPaths(value as object, `${prefix}${key}.`),
  );
}

function leafValues(node: object): unknown[] {
  return Object.values(node).flatMap((value) =>
    typeof value === 'object' && value !== null ? leafValues(value) : [value],
  );
}

/** Every brand folder's design inputs, by id. */
const all = loadBrands().map((brand) => [brand.id, brand.file.tokens] as [string, BrandInputs]);
const [first] = all;
if (!first) throw new Error('no brand folders');
const standard = all.filter(([, inputs]) => inputs.contrast !== 'high');
const high = all.filter(([, inputs]) => inputs.contrast === 'high');

describe('deriveTheme', () => {
  it.each(all)('%s: gives a value for every token of the contract and nothing else', (_, inputs) => {
    const values = deriveTheme(inputs);
    expect(leafPaths(values).sort()).toEqual(leafPaths(tokenShape).sort());
    for (const value of leafValues(values)) {
      expect(typeof value).toBe('string');
      expect(value).not.toBe('');
    }
  });

  it.each(all)('%s: is pure (same output every call, inputs untouched)', (_, inputs) => {
    const before = structuredClone(inputs);
    expect(deriveTheme(inputs)).toEqual(deriveTheme(structuredClone(inputs)));
    expect(inputs).toEqual(before);
  });

  it('turns density into a spacing scale and keeps each shape role to its own radius', () => {
    const shape = { control: 24, surface: 8, tile: 6, indicator: 2 };
    const compact = deriveTheme({ ...first[1], density: 'compact', shape });
    const spacious = deriveTheme({ ...first[1], density: 'spacious', shape });
    expect(compact.space[4]).toBe('14px');
    expect(spacious.space[4]).toBe('18px');
    // Pill buttons (24) leave tiles, surfaces and selection marks as they were.
    expect(compact.radius).toMatchObject({
      sm: '4px',
      md: '8px',
      lg: '16px',
      control: '24px',
      tile: '6px',
      indicator: '2px',
    });
  });

  it('derives hover and active shades that differ from the brand colour', () => {
    const { background } = deriveTheme(first[1]).color;
    expect(new Set([background.brand, background.brandHover, background.brandActive]).size).toBe(3);
  });

  it('keeps the brands visibly different', () => {
    const looks = all.map(([, inputs]) => deriveTheme(inputs).color.background);
    expect(new Set(looks.map((look) => look.canvas)).size).toBe(all.length);
    expect(new Set(looks.map((look) => look.brand)).size).toBe(all.length);
  });
});

describe('WCAG contrast math', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#0000ff', '#ffffff', 8.59],
  ] as [Hex, Hex, number][])('%s on %s is %d:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
  });
});

/** Every text colour role and the backgrounds it is drawn on. */
function textPairs(inputs: BrandInputs, includeDisabled: boolean): [string, Hex, string, Hex][] {
  const { foreground: fg, background: bg } = deriveTheme(inputs).color as unknown as {
    foreground: Record<string, Hex>;
    background: Record<string, Hex>;
  };
  const page = ['canvas', 'surface', 'raised', 'input'];
  const on: Record<string, string[]> = {
    default: page,
    muted: page,
    link: page,
    danger: page,
    success: page,
    warning: page,
    onBrand: ['brand', 'brandHover', 'brandActive'],
    onDanger: ['danger', 'dangerHover', 'dangerActive'],
    onSuccess: ['success'],
    onWarning: ['warning'],
    ...(includeDisabled ? { disabled: ['disabled'] } : {}),
  };
  const header = deriveTheme(inputs).header;
  return [
    ...Object.entries(on).flatMap(([f, bgs]) =>
      bgs.map((b) => [f, fg[f] as Hex, b, bg[b] as Hex] as [string, Hex, string, Hex]),
    ),
    ['header.foreground', header.foreground as Hex, 'header.background', header.background as Hex],
  ];
}

describe('contrast of the shipped brands', () => {
  it.each(high.flatMap(([id, inputs]) => textPairs(inputs, true).map((pair) => [id, ...pair] as const)))(
    '%s (high contrast): %s (%s) on %s (%s) passes AA 4.5:1',
    (_id, _f, fg, _b, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(standard)('%s: every text role except disabled passes AA 4.5:1', (_, inputs) => {
    const failing = textPairs(inputs, false).filter(([, fg, , bg]) => contrastRatio(fg, bg) < 4.5);
    expect(failing).toEqual([]);
  });

  it.each(all)('%s: the focus ring, strong borders and selection marks reach 3:1 (non-text)', (_, inputs) => {
    const { background, border, indicator } = deriveTheme(inputs).color;
    for (const bg of [background.canvas, background.surface, background.raised, background.input]) {
      expect(contrastRatio(border.focus as Hex, bg as Hex)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(border.strong as Hex, bg as Hex)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(indicator as Hex, bg as Hex)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('pinned colours', () => {
  // A pale coral primary on a light canvas: the derivation would darken it for its text and marks.
  const coral: BrandInputs = {
    ...first[1],
    mode: 'light',
    canvas: '#fff7f5',
    ink: '#2b1a17',
    brand: '#ff9e8a',
    accent: '#0f8f8f',
    header: undefined,
  };

  it('keeps an unpinned colour readable by moving it, and says nothing', () => {
    const theme = deriveTheme(coral);
    expect(theme.color.indicator).not.toBe('#ff9e8a');
    expect(contrastRatio(theme.color.indicator as Hex, '#fff7f5')).toBeGreaterThanOrEqual(3);
    expect(contrastWarnings(coral)).toEqual([]);
  });

  it('uses a pinned colour exactly and tells the author which roles miss WCAG', () => {
    const pinned = { ...coral, pinned: ['brand', 'indicator'] as const };
    const theme = deriveTheme(pinned);
    expect(theme.color.background.brand).toBe('#ff9e8a');
    expect(theme.color.indicator).toBe('#ff9e8a');
    const warnings = contrastWarnings(pinned);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^pinned indicator #ff9e8a: selection marks reach 1\.\d\d:1, WCAG asks 3:1$/);
  });

  it('is silent about a pinned colour that passes', () => {
    expect(contrastWarnings({ ...first[1], pinned: ['brand', 'accent'] })).toEqual([]);
  });
});
