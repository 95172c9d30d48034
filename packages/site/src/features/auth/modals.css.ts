import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space[4],
});

export const stack = style({ display: 'grid', gap: vars.space[4] });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const muted = style({ color: vars.color.foreground.muted, margin: 0 });
