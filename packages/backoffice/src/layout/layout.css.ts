import { vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The back office's frame: a side navigation and the page, from 1024 px (laptop) up. */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  minHeight: '100vh',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const side = style({
  background: vars.color.background.surface,
  borderRight: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  padding: vars.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.foreground.default,
  textDecoration: 'none',
  minHeight: vars.size.target,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    '&:hover': { background: vars.color.background.raised },
    '&[aria-current="page"]:hover': { background: vars.color.background.brandHover },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const main = style({
  padding: vars.space[6],
  minWidth: 0,
  display: 'grid',
  gap: vars.space[6],
  alignContent: 'start',
});

export const panel = style({
  background: vars.color.background.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[3],
  minWidth: 0,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'end' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
  gap: vars.space[4],
});

export const centred = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
});

export const narrow = style({ width: 'min(26rem, 100%)' });

export const muted = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const status = style({ color: vars.color.foreground.success });

export const alert = style({ color: vars.color.foreground.danger });

export const mono = style({ fontFamily: vars.typography.fontFamily.mono, wordBreak: 'break-all' });

export const link = style({ color: vars.color.foreground.link });

globalStyle(`${main} h1`, { margin: 0, fontSize: vars.typography.fontSize.xl });
globalStyle(`${panel} h2`, { margin: 0, fontSize: vars.typography.fontSize.lg });
