import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const ladder = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const level = style({
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.background.surface,
});

export const current = style({ borderColor: vars.color.border.focus, borderWidth: 2 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
});

export const fact = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const benefits = style({ margin: 0, paddingInlineStart: vars.space[4] });
