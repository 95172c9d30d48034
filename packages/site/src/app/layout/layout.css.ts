import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const logo = style({
  fontWeight: 700,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

/** A brand's logo file (docs/brands.md): the header's height, its own proportions. */
export const logoImage = style({
  display: 'block',
  blockSize: vars.size.control.md,
  inlineSize: 'auto',
  maxInlineSize: '40vw',
});
