import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
