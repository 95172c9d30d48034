import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

/** The row scrolls, so focus rings are drawn inside the items where nothing clips them. */
const insetFocus = `calc(${vars.focusRing.width} * -1)`;

export const nav = style({
  position: 'relative',
  width: '100%',
  boxSizing: 'border-box',
  color: vars.header.foreground,
});

/** One row that scrolls sideways on a phone instead of wrapping. */
export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space[1],
  margin: 0,
  marginInline: 'auto',
  padding: 0,
  paddingInline: vars.space[2],
  maxWidth: vars.layout.maxWidth,
  minHeight: vars.layout.bottomNavHeight,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

/** Items are not positioned: the drop-down is placed against the whole nav bar. */
export const item = style({
  display: 'flex',
  alignItems: 'stretch',
  flexShrink: 0,
});

/** Positioned so that visually hidden text inside (badge labels) stays in the scrolling row. */
/** Icon above label, so that many categories fit in one row. */
export const link = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    padding: `${vars.space[1]} ${vars.space[2]}`,
    minHeight: vars.size.control.md,
    borderRadius: vars.radius.md,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    fontFamily: 'inherit',
    textDecoration: 'none',
    fontSize: vars.typography.fontSize.xs,
    fontWeight: vars.typography.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background.raised, color: vars.color.foreground.default },
      '&:focus-visible': { outlineOffset: insetFocus },
      '&[aria-current="page"]': {
        boxShadow: `inset 0 calc(${vars.borderWidth.thick} * -1) 0 ${vars.color.indicator}`,
      },
    },
  },
]);

export const toggle = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    alignSelf: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background.raised, color: vars.color.foreground.default },
      '&:focus-visible': { outlineOffset: insetFocus },
    },
  },
]);

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

export const rank = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontSize: vars.typography.fontSize.xs,
  fontWeight: vars.typography.fontWeight.bold,
});

export const dropdown = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: 2,
  marginInline: 'auto',
  maxWidth: vars.layout.maxWidth,
  padding: vars.space[2],
});

export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});
