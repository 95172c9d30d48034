import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The header's colours around the form, as on the site. */
export const headerStrip = style({
  padding: vars.space[3],
  background: vars.header.background,
  color: vars.header.foreground,
  fontFamily: vars.typography.fontFamily.body,
});

/** A phone-width header slot: the fields give way to Log in and Register. */
export const narrowSlot = style({ maxInlineSize: `calc(${vars.space[12]} * 7)` });
