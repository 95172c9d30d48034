import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A small reset plus the brand's page colours and body font. Import once at the app entry. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.background.canvas,
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  lineHeight: vars.typography.lineHeight.tight,
});

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.foreground.link });

globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focusRing.offset,
});
