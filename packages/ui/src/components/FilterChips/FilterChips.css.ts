import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.muted,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const chip = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.sm,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.raised,
    color: vars.color.foreground.default,
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing}`,
    // The radio inside is visually hidden: the chip shows its keyboard focus (focusRing).
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.border.strong },
      '&[data-selected]': {
        background: vars.color.background.brand,
        borderColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        fontWeight: vars.typography.fontWeight.bold,
      },
      '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'default' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);
