import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  padding: vars.space[6],
});
