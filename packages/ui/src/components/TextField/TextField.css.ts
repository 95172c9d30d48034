import { style } from '@vanilla-extract/css';
import { fieldLabel, fieldRoot } from '../../styles/field.css';
import { focusRing } from '../../styles/focusRing.css';
import { bareIconButton } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = fieldRoot;
export const label = fieldLabel;

export const required = style({ color: vars.color.foreground.danger, marginInlineStart: vars.space[1] });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.background.input,
  selectors: {
    '&:focus-within': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.border.danger },
    [`${root}[data-disabled] &`]: {
      backgroundColor: vars.color.background.disabled,
      borderColor: vars.color.background.disabled,
    },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineStart: vars.space[3],
  color: vars.color.foreground.muted,
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.control,
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.foreground.default,
  fontSize: vars.typography.fontSize.md,
  caretColor: vars.color.border.focus,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.muted, opacity: 1 },
    '&:disabled': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const reveal = style([
  focusRing,
  {
    ...bareIconButton(vars.radius.sm),
    marginInlineEnd: vars.space[1],
    backgroundColor: 'transparent',
    color: vars.color.foreground.muted,
    cursor: 'pointer',
    selectors: { '&:hover:not(:disabled)': { color: vars.color.foreground.default } },
  },
]);

export const description = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const error = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.foreground.danger });
