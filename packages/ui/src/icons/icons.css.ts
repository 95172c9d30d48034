import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Default icon size; components set their own size (or `1em`-like sizing) through className. */
export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});
