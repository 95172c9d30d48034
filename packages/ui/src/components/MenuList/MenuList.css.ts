import { style } from '@vanilla-extract/css';
import { bodyText, column } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
};

export const root = style({
  ...column(vars.space[2]),
  ...bodyText,
});

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space[4]}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  color: vars.color.foreground.default,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.narrow]: { display: 'flex' } },
});

export const toggleText = style({ display: 'flex', gap: vars.space[2], alignItems: 'baseline' });

export const toggleHint = style({
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
});

export const list = style({
  ...column(vars.space[1]),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.narrow]: {
      display: 'none',
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const item = style({ margin: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.thick} solid transparent`,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.raised, color: vars.color.foreground.default },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.background.raised,
      borderInlineStartColor: vars.color.background.brand,
      color: vars.color.foreground.default,
      fontWeight: vars.typography.fontWeight.bold,
    },
  },
});

export const linkLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
