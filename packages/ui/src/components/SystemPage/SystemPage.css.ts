import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  padding: vars.space[4],
  background: vars.color.background.canvas,
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: vars.modal.width,
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});

export const logo = style({ fontSize: vars.typography.fontSize.xl });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xxl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const message = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.foreground.default,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: 0,
});

export const detail = style({ display: 'flex', gap: vars.space[2] });

export const term = style({ color: vars.color.foreground.muted });

export const value = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.mono,
  fontWeight: vars.typography.fontWeight.bold,
});
