import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { column } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const figure = style({
  ...column(vars.space[1]),
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: `calc(${vars.modal.height} * 0.6)`,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
});

export const axis = style({ stroke: vars.color.border.strong, strokeWidth: vars.borderWidth.thin });

export const bar = recipe({
  base: { transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing}` },
  variants: {
    negative: {
      true: { fill: vars.color.background.danger },
      false: { fill: vars.color.background.success },
    },
  },
});

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.xs,
});
