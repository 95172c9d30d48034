import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const stage = style({
  position: 'relative',
  width: '100%',
  // The game fills the window below the site header and the page's title bar.
  height: `calc(100dvh - ${vars.layout.headerHeight} - ${vars.size.control.lg} - ${vars.space[6]})`,
  minHeight: '24rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.background.surface,
});

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 'none' });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.background.surface,
});
