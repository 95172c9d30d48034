import { vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The studio lays itself out by the room the page gives it (the side navigation takes some). */
export const studioContainer = style({ containerType: 'inline-size', minWidth: 0 });

/** Form and previews side by side when there is room for both, one under the other otherwise. */
export const studio = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@container': {
    '(min-width: 56rem)': { gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const fieldGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space[3],
});

globalStyle(`${fieldGroup} > legend`, {
  padding: 0,
  marginBottom: vars.space[2],
  fontWeight: vars.typography.fontWeight.bold,
});

export const swatchInput = style({
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
});

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
});

export const movedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[2],
});

export const movedItem = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const warningBox = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'start',
  padding: vars.space[4],
  border: `${vars.borderWidth.thick} solid ${vars.color.border.danger}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
});

/**
 * The components preview: the draft's token values are set on this class (a constructed
 * stylesheet), so everything inside, and the box itself, wears the draft.
 */
export const previewScope = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  background: vars.color.background.canvas,
  color: vars.color.foreground.default,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.md,
});

export const previewHeader = style({
  background: vars.header.background,
  color: vars.header.foreground,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.bold,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
});

export const frames = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], alignItems: 'start' });

export const phoneFigure = style({
  margin: 0,
  flex: '0 1 15rem',
  minWidth: '10rem',
  display: 'grid',
  gap: vars.space[1],
});

export const desktopFigure = style({
  margin: 0,
  flex: '1 1 24rem',
  minWidth: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const frameBox = style({
  position: 'relative',
  overflow: 'hidden',
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
});

export const scaledFrame = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  border: 'none',
  transformOrigin: '0 0',
});
