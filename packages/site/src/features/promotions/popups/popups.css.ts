import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gap: vars.space[3],
  marginTop: vars.space[4],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSize.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const item = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
});
