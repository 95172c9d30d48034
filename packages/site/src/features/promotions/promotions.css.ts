import { vars } from '@playsite/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.background.surface,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
});

export const body = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  alignContent: 'start',
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const cardLinked = style({ position: 'relative' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
  margin: 0,
});

const pillBase = style({
  display: 'inline-block',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  border: '1px solid currentColor',
});

export const pill = styleVariants({
  open: [pillBase, { color: vars.color.foreground.success }],
  waiting: [pillBase, { color: vars.color.foreground.muted }],
  done: [pillBase, { color: vars.color.foreground.default }],
  refused: [pillBase, { color: vars.color.foreground.danger }],
});

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const rich = style({ overflowWrap: 'anywhere', lineHeight: 1.6 });

export const proofs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const proof = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.default}`,
});
