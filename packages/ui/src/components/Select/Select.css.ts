import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export { fieldLabel as label, fieldRoot as root } from '../../styles/field.css';

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    width: '100%',
    padding: `0 ${vars.space[3]}`,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.control,
    background: vars.color.background.input,
    color: vars.color.foreground.default,
    fontFamily: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focusRing.offset,
      },
      '[data-invalid] > &': { borderColor: vars.color.border.danger },
      '&[data-disabled]': {
        background: vars.color.background.disabled,
        color: vars.color.foreground.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.control.sm, fontSize: vars.typography.fontSize.sm },
      md: { minHeight: vars.size.control.md, fontSize: vars.typography.fontSize.md },
    },
  },
});

export const value = style({
  flex: 1,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.foreground.muted } },
});

export const chevron = style({ flexShrink: 0, fontSize: vars.size.icon, color: vars.color.foreground.muted });

export const description = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.foreground.danger });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  overflow: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.md,
});

export const listBox = style({ padding: vars.space[1], outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background.surface },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-selected]': { background: vars.color.background.brand, color: vars.color.foreground.onBrand },
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});
