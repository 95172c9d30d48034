import { contrastRatio, type Hex } from './color.ts';
import { type BrandInputs, contrastWarnings, deriveTheme, type PinnableColour } from './deriveTheme.ts';
import type { ThemeValues } from './tokens.ts';

/** A colour role the derivation moved from the colour the author chose, to reach WCAG. */
export interface MovedColour {
  role: 'brand' | 'link' | 'focus' | 'indicator' | 'text';
  from: Hex;
  to: Hex;
  /** The contrast the role reaches after the move (on its worst background). */
  ratio: number;
}

/** What a set of design inputs gives: the theme, what moved to reach AA, and what pinning costs. */
export interface DesignReport {
  theme: ThemeValues;
  moved: MovedColour[];
  /** Pinned colours that miss WCAG (contrastWarnings): a brand with any is not published. */
  warnings: string[];
  /** The pinned colours behind the warnings: unpinning them lets the derivation solve them. */
  failingPins: PinnableColour[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The brand studio's view of a draft (the back office shows it as the author types; the server
 * refuses to publish a draft with warnings).
 */
export function designReport(inputs: BrandInputs): DesignReport {
  const theme = deriveTheme(inputs);
  const { background: bg, foreground: fg, border } = theme.color;
  const surfaces = [bg.canvas, bg.surface, bg.raised, bg.input] as Hex[];
  const worst = (colour: Hex, backgrounds: Hex[]) =>
    Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));
  const roles: [MovedColour['role'], Hex, Hex, Hex[]][] = [
    ['brand', inputs.brand, bg.brand as Hex, [fg.onBrand as Hex]],
    ['link', inputs.accent, fg.link as Hex, surfaces],
    ['focus', inputs.accent, border.focus as Hex, [...surfaces, theme.header.background as Hex]],
    ['indicator', inputs.brand, theme.color.indicator as Hex, surfaces],
    ['text', inputs.ink, fg.default as Hex, surfaces],
  ];
  const moved = roles
    .filter(([, from, to]) => !same(from, to))
    .map(([role, from, to, backgrounds]) => ({ role, from, to, ratio: worst(to, backgrounds) }));
  const warnings = contrastWarnings(inputs);
  const failingPins = (inputs.pinned ?? []).filter((colour) =>
    warnings.some((warning) => warning.startsWith(`pinned ${colour} `)),
  );
  return { theme, moved, warnings, failingPins };
}
