import { style } from '@vanilla-extract/css';
import { centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...centredRow(vars.space[2], 'inline-flex'),
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  color: vars.color.foreground.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space[5],
  blockSize: vars.space[5],
  border: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  // At most a quarter of the side: a round indicator radius would draw a circle, a radio button.
  borderRadius: `min(${vars.radius.indicator}, calc(${vars.space[5]} / 4))`,
  backgroundColor: vars.color.background.input,
  color: vars.color.foreground.onBrand,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.border.focus },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    [`${root}[data-pressed] &`]: { backgroundColor: vars.color.background.brandActive },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.border.danger },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${root}[data-disabled] &`]: {
      backgroundColor: vars.color.background.disabled,
      borderColor: vars.color.background.disabled,
      color: vars.color.foreground.disabled,
    },
  },
});

export const mark = style({ inlineSize: '100%', blockSize: '100%' });

export const description = style({
  display: 'block',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const error = style({
  display: 'block',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.danger,
});
