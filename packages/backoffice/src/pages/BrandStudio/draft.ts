import type { BrandTokens, Hex, PinnableColour } from '@playsite/brands';

/** What GET /brands answers for one brand folder. */
export interface BrandDesign {
  id: string;
  label: string;
  name: string;
  ownFonts: string[];
  folderTokens: BrandTokens;
  /** What the site serves now: the published design, else the folder's. */
  tokens: BrandTokens;
  published: { revision: number; by: string; at: number } | null;
}

export interface BrandList {
  /** The font families the design system ships. */
  fonts: string[];
  brands: BrandDesign[];
}

export const colourFields = ['brand', 'accent', 'canvas', 'ink', 'header'] as const;
export type ColourField = (typeof colourFields)[number];

export const radiusFields = ['control', 'surface', 'tile', 'indicator'] as const;
export type RadiusField = (typeof radiusFields)[number];

/** A field whose text may be typed half-way (not yet a value): a colour or a corner radius. */
export type TypedField = ColourField | `shape.${RadiusField}`;

export const densities = [
  'compact',
  'comfortable',
  'spacious',
] as const satisfies readonly BrandTokens['density'][];

/**
 * The colour typed, as lower-case #rrggbb, when it is #rgb or #rrggbb. Always the long form: the
 * colour input takes nothing else, and the derivation's "what moved" compares the texts.
 */
export function parseColour(text: string): Hex | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** A corner radius typed in px: a whole number from 0 to 999 (what brand.json allows). */
export function parseRadius(text: string): number | undefined {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : undefined;
}

/** Whether a typed text is a value of its field (an empty header means "derive it"). */
export function isValidText(field: TypedField, text: string): boolean {
  if (field === 'header' && text.trim() === '') return true;
  return field.startsWith('shape.') ? parseRadius(text) !== undefined : parseColour(text) !== undefined;
}

/** The draft with a typed text applied, when it is a value; the same draft otherwise. */
export function withTypedText(draft: BrandTokens, field: TypedField, text: string): BrandTokens {
  if (field.startsWith('shape.')) {
    const radius = parseRadius(text);
    const key = field.slice('shape.'.length) as RadiusField;
    return radius === undefined ? draft : { ...draft, shape: { ...draft.shape, [key]: radius } };
  }
  const colour = field as ColourField;
  if (colour === 'header' && text.trim() === '') {
    const { header: _derived, ...rest } = draft;
    return rest;
  }
  const hex = parseColour(text);
  return hex === undefined ? draft : { ...draft, [colour]: hex };
}

/** The draft without these pins: the derivation may then move those colours to reach AA. */
export function withoutPins(draft: BrandTokens, pins: readonly PinnableColour[]): BrandTokens {
  return { ...draft, pinned: (draft.pinned ?? []).filter((pin) => !pins.includes(pin)) };
}

/** The draft with one pin on or off. */
export function withPin(draft: BrandTokens, pin: PinnableColour, on: boolean): BrandTokens {
  const rest = (draft.pinned ?? []).filter((other) => other !== pin);
  return { ...draft, pinned: on ? [...rest, pin] : rest };
}

/** The families a brand may name: the shipped ones, its own, and (to show it) the one it names now. */
export function fontChoices(shipped: readonly string[], own: readonly string[], named: readonly string[]) {
  return [...new Set([...shipped, ...own, ...named])];
}
