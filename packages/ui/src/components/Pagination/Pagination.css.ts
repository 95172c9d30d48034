import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = style({ fontFamily: vars.typography.fontFamily.body });

export const list = style({
  ...wrappingRow(vars.space[1], 'center'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const sizes = {
  sm: {
    minWidth: vars.size.control.sm,
    height: vars.size.control.sm,
    fontSize: vars.typography.fontSize.sm,
  },
  md: {
    minWidth: vars.size.control.md,
    height: vars.size.control.md,
    fontSize: vars.typography.fontSize.md,
  },
};

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    padding: `0 ${vars.space[2]}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.control,
    background: vars.color.background.surface,
    color: vars.color.foreground.default,
    fontFamily: 'inherit',
    fontWeight: vars.typography.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.background.raised },
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focusRing.offset,
      },
      '&[aria-current="page"]': {
        background: vars.color.background.brand,
        borderColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        cursor: 'default',
      },
      '&[data-disabled]': {
        background: vars.color.background.disabled,
        color: vars.color.foreground.disabled,
        borderColor: 'transparent',
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: sizes,
    kind: { page: {}, step: { paddingInline: vars.space[3] } },
  },
});

export const ellipsis = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.foreground.muted,
  },
  variants: { size: sizes },
});
