import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({
  minBlockSize: vars.size.control.lg,
  padding: vars.space[3],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.background.input,
  color: vars.color.foreground.default,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  caretColor: vars.color.border.focus,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.muted, opacity: 1 },
    '&[data-focus-visible], &[data-focused]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-invalid]': { borderColor: vars.color.border.danger },
    '&[data-disabled]': {
      backgroundColor: vars.color.background.disabled,
      borderColor: vars.color.background.disabled,
      color: vars.color.foreground.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-over]': { color: vars.color.foreground.danger, fontWeight: vars.typography.fontWeight.bold },
  },
});
