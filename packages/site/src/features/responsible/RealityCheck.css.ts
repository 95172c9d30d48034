import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** Covers the whole game: the game cannot be played until the reminder is answered. */
export const cover = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
  background: 'rgb(0 0 0 / 0.72)',
});

export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  maxWidth: '26rem',
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  background: vars.color.background.raised,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });
