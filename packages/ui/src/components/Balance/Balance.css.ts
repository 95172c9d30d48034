import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { bareIconButton, bodyText, centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...centredRow(vars.space[2], 'inline-flex'),
  ...bodyText,
});

export const label = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const amount = style({
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const iconButton = style([
  focusRing,
  {
    ...bareIconButton(vars.radius.pill),
    backgroundColor: 'transparent',
    color: vars.color.foreground.muted,
    cursor: 'pointer',
    selectors: {
      '&:hover': {
        backgroundColor: vars.color.background.raised,
        color: vars.color.foreground.default,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);
