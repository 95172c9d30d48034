import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { bareIconButton, bodyText, centredRow, visuallyHiddenRules } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  ...centredRow(vars.space[2], 'inline-flex'),
  ...bodyText,
});

/** On a phone's slim bar the caption is read, not shown: the currency and amount speak for it. */
export const label = style({
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
  '@media': { [media.narrow]: visuallyHiddenRules },
});

export const amount = style({
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.fontSize.lg,
  '@media': { [media.narrow]: { fontSize: vars.typography.fontSize.md } },
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A phone's slim bar keeps hide/show; the balance refreshes by itself there (after a game, on return). */
export const refreshButton = style({ '@media': { [media.narrow]: { display: 'none' } } });

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
