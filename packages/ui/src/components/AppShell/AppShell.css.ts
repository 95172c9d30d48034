import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const shell = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100dvh',
    background: vars.color.background.canvas,
    color: vars.color.foreground.default,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.normal,
  },
  variants: { layout: { full: {}, headerOnly: {} } },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 3,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.typography.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  background: vars.header.background,
  color: vars.header.foreground,
  boxShadow: vars.shadow.sm,
});

/** One column on phones and tablets (the side region goes below the page); two on desktops. */
export const body = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    flex: 1,
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
  },
  variants: {
    layout: {
      full: {
        maxWidth: vars.layout.maxWidth,
        gap: vars.space[6],
        padding: vars.space[4],
        '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) max-content' } },
      },
      headerOnly: {},
    },
  },
});

export const main = style({
  minWidth: 0,
  selectors: { '&:focus': { outline: 'none' } },
});

export const aside = style({ minWidth: 0 });

export const footer = style({
  background: vars.color.background.surface,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});
