/**
 * Media queries for `'@media'` blocks. CSS custom properties do not work inside media queries,
 * so breakpoints are plain strings here, shared by every brand. `em` follows the user's font size.
 */
export const media = {
  /** Phones: below 48em (768px at the default font size). */
  narrow: 'screen and (max-width: 47.99em)',
  /** Tablets and up. */
  wide: 'screen and (min-width: 48em)',
  /** Desktops: 64em (1024px) and up. */
  desktop: 'screen and (min-width: 64em)',
} as const;

/**
 * Container queries for `'@container'` blocks: for a component laid out by the room its own box
 * gets (a header slot) rather than by the screen.
 */
export const containerQuery = {
  /** Less room than a one-line inline form needs (40em). */
  narrow: '(max-width: 39.99em)',
  /** Less room than a row of labelled member actions needs (70em). */
  compact: '(max-width: 69.99em)',
  /** A phone's slim bar beside the logo on the smallest phones (15em): icons only. */
  tight: '(max-width: 14.99em)',
} as const;
