import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  textAlign: 'center',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  color: vars.color.foreground.muted,
});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mark = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
