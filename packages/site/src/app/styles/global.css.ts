import { vars } from '@playsite/ui';
import { globalStyle } from '@vanilla-extract/css';

/** Page basics the brand theme colours: the body takes the canvas colour and body font. */
globalStyle('html, body', { margin: 0, minHeight: '100%' });

globalStyle('body', {
  backgroundColor: vars.color.background.canvas,
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});

globalStyle('a', { color: vars.color.foreground.link });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The main area takes at least one screen: what follows it (right bar, footer) starts below the
// fold, so pages and sections that load after the first paint push nothing visible (no CLS).
globalStyle('main#main-content', { minHeight: '100vh' });
