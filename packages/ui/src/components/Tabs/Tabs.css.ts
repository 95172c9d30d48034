import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bodyText, column } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...column(vars.space[4]),
  ...bodyText,
});

export const list = recipe({
  base: { display: 'flex', gap: vars.space[1] },
  variants: {
    appearance: {
      underline: { borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.default}` },
      pill: {
        padding: vars.space[1],
        borderRadius: vars.radius.pill,
        background: vars.color.background.raised,
      },
    },
    isFullWidth: { true: {}, false: { alignSelf: 'flex-start' } },
  },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.control.md,
    padding: `0 ${vars.space[4]}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.foreground.muted,
    font: 'inherit',
    textAlign: 'inherit',
    fontSize: vars.typography.fontSize.md,
    fontWeight: vars.typography.fontWeight.medium,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.foreground.default },
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
      },
      '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    appearance: {
      underline: {
        marginBottom: `calc(-1 * ${vars.borderWidth.thin})`,
        borderBottom: `${vars.borderWidth.thick} solid transparent`,
        selectors: {
          '&[data-selected]': {
            color: vars.color.foreground.default,
            borderBottomColor: vars.color.indicator,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[data-selected]': {
            background: vars.color.background.brand,
            color: vars.color.foreground.onBrand,
          },
        },
      },
    },
    isFullWidth: { true: { flex: 1 }, false: {} },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
