import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.foreground.muted, maxWidth: '70ch' });

export const board = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space[2],
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
  minWidth: 0,
});

export const rank = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.foreground.muted,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const game = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const amount = style({ fontWeight: vars.typography.fontWeight.bold, whiteSpace: 'nowrap' });
