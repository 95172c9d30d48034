import { bestOn, black, contrastRatio, ensureContrast, type Hex, mix, white } from './color.ts';
import type { ThemeValues } from './tokens.ts';

/** The few raw inputs a brand chooses; `deriveTheme` turns them into every token value. */
export interface BrandInputs {
  mode: 'light' | 'dark';
  /** Primary actions (buttons, selected states); nudged if its on-colour would miss AA. */
  brand: Hex;
  /** Links and the focus ring. */
  accent: Hex;
  /** Page background. */
  canvas: Hex;
  /** Main text colour. */
  ink: Hex;
  /** Status hues; sensible defaults when left out. */
  danger?: Hex;
  success?: Hex;
  warning?: Hex;
  /** Header bar background; a tint of the canvas towards the brand when left out. */
  header?: Hex;
  /** Corner radii in px by role: a pill-button brand (control 24) keeps square tiles and tabs. */
  shape: Shape;
  /** Font family names (see fonts.ts for the families shipped). */
  fontBody: string;
  fontHeading: string;
  /** Scales spacing and control heights. */
  density: 'compact' | 'comfortable' | 'spacious';
  /** `high`: every text role, even disabled, meets WCAG AA and borders are solid ink. */
  contrast?: 'standard' | 'high';
  /**
   * Colours used exactly as given, where the derivation would otherwise nudge them for contrast
   * (`contrastWarnings` tells the author when a pinned colour then fails).
   */
  pinned?: readonly PinnableColour[];
}

export interface Shape {
  /** Buttons, fields, selects. */
  control: number;
  /** Cards, panels, menus and dialogs (small and large surfaces scale from it). */
  surface: number;
  /** Game tiles and banners. */
  tile: number;
  /** Selection marks, progress bars, check boxes. */
  indicator: number;
}

/** The input colours the derivation adjusts for contrast, and so the ones an author may pin. */
export const pinnableColours = ['brand', 'accent', 'indicator'] as const;
export type PinnableColour = (typeof pinnableColours)[number];

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const densityFactor = { compact: 0.875, comfortable: 1, spacious: 1.125 } as const;
const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] as const;

const px = (n: number) => `${Math.round(n)}px`;
/** Thai script is covered by Noto Sans Thai when the brand font has no Thai glyphs. */
const stack = (family: string, generic: string) => `'${family}', 'Noto Sans Thai', ${generic}`;

/** A pure function: the same inputs always give the same, complete set of token values. */
export function deriveTheme(inputs: BrandInputs): ThemeValues {
  const { mode, canvas, ink, accent, shape } = inputs;
  const high = inputs.contrast === 'high';
  const dark = mode === 'dark';
  const unit = 4 * densityFactor[inputs.density];

  // Surfaces step from the canvas towards the ink; text is then checked on all of them.
  const surface = mix(canvas, ink, dark ? 0.06 : 0.03);
  const raised = mix(canvas, ink, dark ? 0.11 : 0.06);
  const input = dark ? mix(canvas, ink, 0.04) : mix(canvas, white, 1);
  const textBackgrounds = [canvas, surface, raised, input];

  // Hover and active move the brand away from its on-colour, so they only gain contrast; the
  // brand itself is nudged just far enough for its on-colour to reach AA.
  const pinned = new Set(inputs.pinned ?? []);
  const onBrand = bestOn([inputs.brand], [ink, canvas, white, black]);
  const brand = pinned.has('brand') ? inputs.brand : ensureContrast(inputs.brand, [onBrand], AA_TEXT);
  const shade = bestOn([onBrand]);
  const brandHover = mix(brand, shade, 0.14);
  const brandActive = mix(brand, shade, 0.28);

  const danger = inputs.danger ?? (dark ? '#f05252' : '#c81e1e');
  const onDanger = bestOn([danger]);
  const dangerShade = bestOn([onDanger]);
  const success = inputs.success ?? (dark ? '#31c48d' : '#057a55');
  const warning = inputs.warning ?? (dark ? '#facc15' : '#b45309');
  const textOn = (colour: Hex) => ensureContrast(colour, textBackgrounds, AA_TEXT);

  const disabledBackground = mix(canvas, ink, high ? 0.2 : 0.12);
  const disabledForeground = high
    ? ensureContrast(mix(ink, canvas, 0.4), [disabledBackground], AA_TEXT)
    : mix(ink, disabledBackground, 0.55);

  const header = inputs.header ?? mix(canvas, brand, dark ? 0.08 : 0.04);
  const control = (height: number) => px(height * densityFactor[inputs.density]);

  return {
    color: {
      background: {
        canvas,
        surface,
        raised,
        input,
        brand,
        brandHover,
        brandActive,
        danger,
        dangerHover: mix(danger, dangerShade, 0.14),
        dangerActive: mix(danger, dangerShade, 0.28),
        success,
        warning,
        disabled: disabledBackground,
        overlay: dark ? 'rgb(0 0 0 / 0.7)' : 'rgb(15 23 42 / 0.5)',
      },
      foreground: {
        default: textOn(ink),
        muted: high ? textOn(ink) : textOn(mix(ink, canvas, 0.35)),
        link: pinned.has('accent') ? accent : textOn(accent),
        onBrand,
        danger: textOn(danger),
        success: textOn(success),
        warning: textOn(warning),
        onDanger,
        onSuccess: bestOn([success]),
        onWarning: bestOn([warning]),
        disabled: disabledForeground,
      },
      border: {
        default: high ? ink : mix(canvas, ink, dark ? 0.2 : 0.15),
        strong: high ? ink : ensureContrast(mix(canvas, ink, 0.45), textBackgrounds, AA_NON_TEXT),
        focus: pinned.has('accent')
          ? accent
          : ensureContrast(accent, [...textBackgrounds, header], AA_NON_TEXT),
        danger: textOn(danger),
      },
      indicator: pinned.has('indicator') ? brand : ensureContrast(brand, textBackgrounds, AA_NON_TEXT),
    },
    space: Object.fromEntries(spaceSteps.map((n) => [n, px(n * unit)])) as ThemeValues['space'],
    radius: {
      sm: px(shape.surface / 2),
      md: px(shape.surface),
      lg: px(shape.surface * 2),
      control: px(shape.control),
      tile: px(shape.tile),
      indicator: px(shape.indicator),
      pill: '9999px',
    },
    borderWidth: { thin: '1px', thick: high ? '3px' : '2px' },
    focusRing: { width: high ? '3px' : '2px', offset: '2px' },
    typography: {
      fontFamily: {
        body: stack(inputs.fontBody, 'system-ui, sans-serif'),
        heading: stack(inputs.fontHeading, 'system-ui, sans-serif'),
        mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
      },
      fontSize: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.125rem',
        xl: '1.5rem',
        xxl: '2rem',
      },
      fontWeight: { regular: '400', medium: '600', bold: '700' },
      lineHeight: { tight: '1.25', normal: '1.5' },
    },
    shadow: dark
      ? {
          sm: '0 1px 2px rgb(0 0 0 / 0.6)',
          md: '0 4px 12px rgb(0 0 0 / 0.55)',
          lg: '0 12px 32px rgb(0 0 0 / 0.6)',
        }
      : {
          sm: '0 1px 2px rgb(15 23 42 / 0.08)',
          md: '0 4px 12px rgb(15 23 42 / 0.12)',
          lg: '0 12px 32px rgb(15 23 42 / 0.18)',
        },
    motion: { duration: { fast: '120ms', normal: '200ms' }, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    // target: the smallest a pointer target may be (WCAG 2.2 target size), whatever the density.
    size: { control: { sm: control(32), md: control(40), lg: control(48) }, icon: '20px', target: '24px' },
    layout: { maxWidth: '1200px', headerHeight: control(64), bottomNavHeight: control(64) },
    header: { background: header, foreground: ensureContrast(ink, [header], AA_TEXT) },
    modal: { width: '600px', height: '300px' },
    dialog: { width: '400px' },
    serviceWindow: { width: '440px', height: '500px' },
    vipSupportWindow: { width: '440px', height: '750px' },
    qrCode: { foreground: black, background: white },
  };
}

/**
 * What a brand's pinned colours cost: one line per pair below WCAG (4.5:1 text, 3:1 marks and
 * focus). Empty when nothing is pinned, since the derivation itself always reaches those figures.
 */
export function contrastWarnings(inputs: BrandInputs): string[] {
  const theme = deriveTheme(inputs);
  const { background: bg, foreground: fg, border } = theme.color;
  const surfaces = [bg.canvas, bg.surface, bg.raised, bg.input] as Hex[];
  const checks: [PinnableColour, string, Hex, Hex[], number][] = [
    ['brand', 'its text colour', fg.onBrand as Hex, [bg.brand as Hex], AA_TEXT],
    ['accent', 'links', fg.link as Hex, surfaces, AA_TEXT],
    [
      'accent',
      'the focus ring',
      border.focus as Hex,
      [...surfaces, theme.header.background as Hex],
      AA_NON_TEXT,
    ],
    ['indicator', 'selection marks', theme.color.indicator as Hex, surfaces, AA_NON_TEXT],
  ];
  return checks.flatMap(([colour, role, value, backgrounds, needed]) => {
    if (!inputs.pinned?.includes(colour)) return [];
    const worst = Math.min(...backgrounds.map((background) => contrastRatio(value, background)));
    return worst < needed
      ? [`pinned ${colour} ${value}: ${role} reach ${worst.toFixed(2)}:1, WCAG asks ${needed}:1`]
      : [];
  });
}
