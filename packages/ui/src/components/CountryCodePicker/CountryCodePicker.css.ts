import { style } from '@vanilla-extract/css';
import { bodyText, centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

const focusVisible = {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusRing.offset,
};

export const root = style({
  position: 'relative',
  display: 'inline-block',
  ...bodyText,
});

export const trigger = style({
  ...centredRow(vars.space[2], 'inline-flex'),
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space[3]}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background.input,
  color: vars.color.foreground.default,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusVisible,
    '&[aria-expanded="true"]': { borderColor: vars.color.border.focus },
    '&[data-disabled]': {
      background: vars.color.background.disabled,
      color: vars.color.foreground.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const flag = style({
  display: 'block',
  flexShrink: 0,
  width: vars.size.icon,
  height: `calc(${vars.size.icon} * 2 / 3)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const code = style({ fontVariantNumeric: 'tabular-nums' });

export const chevron = style({ fontSize: vars.size.icon, color: vars.color.foreground.muted });

export const list = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: 50,
  marginTop: vars.space[1],
  minWidth: '100%',
  width: 'max-content',
  maxHeight: `calc(${vars.size.control.md} * 6)`,
  overflowY: 'auto',
  padding: vars.space[1],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const option = style({
  ...centredRow(vars.space[2]),
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.typography.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.background.surface },
    '&[data-focus-visible]': { ...focusVisible, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.foreground.onBrand },
  },
});

export const optionCode = style({ fontVariantNumeric: 'tabular-nums', minWidth: vars.size.control.md });

export const optionName = style({ color: 'inherit' });
