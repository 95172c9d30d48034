import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'block', maxWidth: '100%', height: 'auto' });

export const dark = style({ fill: vars.qrCode.foreground });

export const light = recipe({
  base: { fill: vars.qrCode.background },
  // Over a background image the light colour is dimmed, so the picture shows but the code reads.
  variants: { overImage: { true: { opacity: 0.8 }, false: {} } },
});
