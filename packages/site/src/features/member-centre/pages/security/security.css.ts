import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** The avatar gallery: pictures in a wrapping row, no bullets. */
export const gallery = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A bound value with its bind / change button beside it. */
export const valueWithAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});
