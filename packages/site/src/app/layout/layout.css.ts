import { style } from '@vanilla-extract/css';

export const logo = style({
  fontWeight: 700,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});
