import { describe, expect, it } from 'vitest';
import { brandInputs } from './brands';
import { contrastRatio, type Hex } from './color';
import { vars } from './contract.css';
import { type BrandInputs, deriveTheme } from './deriveTheme';

function leafPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value as object, `${prefix}${key}.`),
  );
}

function leafValues(node: object): unknown[] {
  return Object.values(node).flatMap((value) =>
    typeof value === 'object' && value !== null ? leafValues(value) : [value],
  );
}

const all = Object.entries(brandInputs) as [string, BrandInputs][];

describe('deriveTheme', () => {
  it.each(all)('%s: gives a value for every token of the contract and nothing else', (_, inputs) => {
    const values = deriveTheme(inputs);
    expect(leafPaths(values).sort()).toEqual(leafPaths(vars).sort());
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

  it('turns density and radius into scales', () => {
    const base = brandInputs.freshLight;
    const compact = deriveTheme({ ...base, density: 'compact', radius: 8 });
    const spacious = deriveTheme({ ...base, density: 'spacious', radius: 8 });
    expect(compact.space[4]).toBe('14px');
    expect(spacious.space[4]).toBe('18px');
    expect(compact.radius).toMatchObject({ sm: '4px', md: '8px', lg: '16px' });
  });

  it('derives hover and active shades that differ from the brand colour', () => {
    const { background } = deriveTheme(brandInputs.casinoGold).color;
    expect(new Set([background.brand, background.brandHover, background.brandActive]).size).toBe(3);
  });

  it('keeps the three brands visibly different', () => {
    const [a, b, c] = all.map(([, inputs]) => deriveTheme(inputs).color.background);
    expect(new Set([a?.canvas, b?.canvas, c?.canvas]).size).toBe(3);
    expect(new Set([a?.brand, b?.brand, c?.brand]).size).toBe(3);
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
  it.each(textPairs(brandInputs.highContrast, true))(
    'highContrast: %s (%s) on %s (%s) passes AA 4.5:1',
    (_f, fg, _b, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['casinoGold', brandInputs.casinoGold],
    ['freshLight', brandInputs.freshLight],
  ] as const)('%s: every text role except disabled passes AA 4.5:1', (_, inputs) => {
    const failing = textPairs(inputs, false).filter(([, fg, , bg]) => contrastRatio(fg, bg) < 4.5);
    expect(failing).toEqual([]);
  });

  it.each(all)('%s: the focus ring and strong borders reach 3:1 on page backgrounds', (_, inputs) => {
    const { background, border } = deriveTheme(inputs).color;
    for (const bg of [background.canvas, background.surface, background.raised, background.input]) {
      expect(contrastRatio(border.focus as Hex, bg as Hex)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(border.strong as Hex, bg as Hex)).toBeGreaterThanOrEqual(3);
    }
  });
});
