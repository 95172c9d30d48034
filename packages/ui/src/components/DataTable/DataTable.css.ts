import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.default,
});

export const caption = style({
  padding: vars.space[3],
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.bold,
});

export const row = style({
  selectors: {
    '&:nth-child(even)': { background: vars.color.background.raised },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    verticalAlign: 'top',
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    },
    head: {
      true: {
        color: vars.color.foreground.muted,
        fontWeight: vars.typography.fontWeight.medium,
        whiteSpace: 'nowrap',
        background: vars.color.background.surface,
      },
      false: {},
    },
  },
});
