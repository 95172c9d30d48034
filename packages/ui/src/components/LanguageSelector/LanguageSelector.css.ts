import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const trigger = style([
  focusRing,
  {
    ...centredRow(vars.space[1], 'inline-flex'),
    minHeight: vars.size.control.sm,
    paddingInline: vars.space[3],
    border: `${vars.borderWidth.thin} solid currentColor`,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.color.background.overlay },
    },
  },
]);

export const chevron = style({ width: vars.size.icon, height: vars.size.icon });

export const popover = style({
  minWidth: `calc(${vars.space[12]} * 3)`,
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  color: vars.color.foreground.default,
  boxShadow: vars.shadow.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  overflow: 'auto',
});

export const menu = style({ padding: vars.space[1], outline: 'none' });

export const item = style([
  focusRing,
  {
    ...centredRow(vars.space[2]),
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.background.surface },
      '&[data-selected]': { fontWeight: vars.typography.fontWeight.bold, color: vars.color.foreground.link },
    },
  },
]);
