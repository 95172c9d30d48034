import {
  array,
  boolean,
  defaulted,
  define,
  enums,
  type Infer,
  literal,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import type { Hex } from './color.ts';
import { announcementTypes, languageCodes, prizeModes } from './constants.ts';
import { pinnableColours } from './deriveTheme.ts';

const hex = define<Hex>(
  'a colour like #d4a72c',
  (value) => typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value),
);
const radius = size(number(), 0, 999);

/** A brand's design inputs: `deriveTheme` turns them into every token value. */
export const BrandTokens = object({
  mode: enums(['light', 'dark']),
  brand: hex,
  accent: hex,
  canvas: hex,
  ink: hex,
  danger: optional(hex),
  success: optional(hex),
  warning: optional(hex),
  header: optional(hex),
  shape: object({ control: radius, surface: radius, tile: radius, indicator: radius }),
  fontBody: string(),
  fontHeading: string(),
  density: enums(['compact', 'comfortable', 'spacious']),
  contrast: optional(enums(['standard', 'high'])),
  pinned: optional(array(enums(pinnableColours))),
});

/** A font file the brand ships in its own folder (served beside its theme). */
const FontFile = object({
  family: string(),
  /** Relative to the brand folder, e.g. fonts/display.woff2. */
  file: pattern(string(), /^[\w./-]+\.woff2$/),
  weight: defaulted(string(), '400'),
  style: defaulted(enums(['normal', 'italic']), 'normal'),
});

/** Responsible-gaming profiles: Great Britain (UKGC), Malta (MGA), or none beyond the player's own tools. */
export const jurisdictions = ['GB', 'MT', 'none'] as const;
export type Jurisdiction = (typeof jurisdictions)[number];

/** Everything the site needs to know about its brand besides the design tokens. */
const Site = object({
  /** The player-facing name: logo text and document title. */
  name: size(string(), 1, 40),
  merchantCode: size(string(), 1, 40),
  languages: size(array(enums(languageCodes)), 1, languageCodes.length),
  defaultLanguage: defaulted(enums(languageCodes), 'en'),
  lotteryType: defaulted(literal('SEA'), 'SEA'),
  device: defaulted(literal('WEB'), 'WEB'),
  prizeModes: defaulted(array(enums(prizeModes)), [...prizeModes]),
  announcementTypes: defaulted(array(enums(announcementTypes)), [...announcementTypes]),
  defaultAnnouncementType: defaulted(enums(announcementTypes), 'B'),
  /** When on, guests may only see the login, register, help and download pages. */
  loggedInOnly: defaulted(boolean(), false),
  currencySymbol: defaulted(string(), 'P'),
  /** Sports vendors shown under ESPORTS instead of SPORTS. */
  esportsVendors: defaulted(array(string()), ['IMES', 'TFG', 'AVIA']),
  /** The responsible-gaming profile the brand is licensed under (docs/responsible-gaming.md). */
  jurisdiction: defaulted(enums(jurisdictions), 'none'),
});

/** What a brand folder's brand.json holds. */
export const BrandFile = object({
  /** The operator-facing label (Storybook's brand toolbar, the docs). */
  label: size(string(), 1, 40),
  site: Site,
  /** The page's meta description. */
  description: size(string(), 1, 300),
  tokens: BrandTokens,
  fonts: defaulted(array(FontFile), []),
});
export type BrandFile = Infer<typeof BrandFile>;
export type BrandTokens = Infer<typeof BrandTokens>;

/** The brand settings a page carries (in its HTML, read by the site at start). */
export type BrandSettings = Infer<typeof Site> & {
  /** The folder name: stable, used in URLs and the theme class. */
  id: string;
  /** Where the brand's logo is served, when its folder has one. */
  logoUrl?: string;
  /** The font families its tokens name (the page loads these only). */
  fontFamilies: string[];
};
