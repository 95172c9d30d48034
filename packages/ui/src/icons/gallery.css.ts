import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Layout of the icon gallery story. */
export const gallery = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space[12]} * 2), 1fr))`,
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.xs,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
});

export const large = style({ width: vars.size.control.md, height: vars.size.control.md });
