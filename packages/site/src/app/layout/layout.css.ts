import { style } from '@vanilla-extract/css';

export const logo = style({
  fontWeight: 700,
  fontSize: '1.25rem',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});
