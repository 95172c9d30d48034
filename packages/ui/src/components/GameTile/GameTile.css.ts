import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.tile,
    background: vars.color.background.raised,
    color: vars.color.foreground.default,
    boxShadow: vars.shadow.sm,
    overflow: 'hidden',
    // Fills its grid cell, so tiles in a row are one size; the badges find the artwork's foot by it.
    height: '100%',
    containerType: 'inline-size',
  },
  variants: {
    size: {
      sm: { fontSize: vars.typography.fontSize.xs },
      md: { fontSize: vars.typography.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export const play = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space[1],
    padding: 0,
    paddingBlockEnd: vars.space[1],
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.tile,
    selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
  },
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  background: vars.color.background.surface,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing}`,
  selectors: {
    // A game under maintenance: its artwork greys out behind the status.
    [`${play}[aria-disabled="true"] &`]: { filter: 'grayscale(1)', opacity: 0.6 },
  },
  '@media': {
    // Only where a pointer hovers: a tap on a touch screen would leave the artwork zoomed.
    '(hover: hover)': {
      selectors: { [`${play}:not([aria-disabled="true"]):hover &`]: { transform: 'scale(1.04)' } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Two lines at most, and room for two always: long and short names make tiles of one height. */
export const name = style({
  paddingInline: vars.space[2],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  // `lh` is this element's own line height: two lines, whatever the brand's type scale.
  minHeight: '2lh',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const vendor = style({
  paddingInline: vars.space[2],
  paddingBlockEnd: vars.space[1],
  color: vars.color.foreground.muted,
  lineHeight: vars.typography.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const hot = style({
  position: 'absolute',
  // The artwork is square and as wide as the tile: its foot is 100cqi down.
  insetBlockStart: `calc(100cqi - ${vars.space[2]})`,
  transform: 'translateY(-100%)',
  insetInlineStart: vars.space[2],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.background.danger,
  color: vars.color.foreground.onDanger,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
  textTransform: 'uppercase',
  pointerEvents: 'none',
});

export const favourite = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: vars.space[1],
    insetInlineEnd: vars.space[1],
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.background.raised,
    color: vars.color.foreground.muted,
    boxShadow: vars.shadow.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.foreground.link },
    },
  },
]);

/** The foot of the tile (free trial or maintenance): pushed to the bottom of a stretched tile. */
export const freeTrial = style({
  marginBlockStart: 'auto',
  paddingInline: vars.space[2],
  paddingBlockEnd: vars.space[2],
});

export const maintenance = style({
  marginBlockStart: 'auto',
  marginInline: vars.space[2],
  marginBlockEnd: vars.space[2],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.control,
  background: vars.color.background.warning,
  color: vars.color.foreground.onWarning,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  textAlign: 'center',
});
