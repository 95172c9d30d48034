import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const lobby = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space[4],
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const status = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
});

export const hint = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
});

export const numbers = style({ fontFamily: vars.typography.fontFamily.mono, letterSpacing: '0.1em' });
