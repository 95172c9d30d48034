import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space[4],
});
