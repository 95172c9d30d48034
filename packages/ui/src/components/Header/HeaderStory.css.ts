import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout of the demo login form in the Header stories (the site brings its own form). */
export const loginForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[2],
});
