import { vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const muted = style({ margin: 0, color: vars.color.foreground.muted });

export const question = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  paddingBlock: vars.space[3],
});
globalStyle(`${question} > summary`, {
  cursor: 'pointer',
  fontWeight: vars.typography.fontWeight.bold,
  minHeight: vars.size.target,
  display: 'flex',
  alignItems: 'center',
});

/** Operator HTML: readable measure, images kept inside the column. */
export const answer = style({ maxWidth: '70ch', overflowWrap: 'anywhere' });
globalStyle(`${answer} img`, { maxWidth: '100%', height: 'auto' });

export const card = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
  padding: vars.space[4],
  minWidth: 0,
});

/** Cards side by side where there is room, one column on a phone. */
export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const thumb = style({
  display: 'block',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const reply = style({
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  paddingInlineStart: vars.space[3],
});

/** A guide step's picture of the site: the card's width at most, never stretched. */
export const guidePicture = style({
  display: 'block',
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.sm,
});
