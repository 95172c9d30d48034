import { focusRing, media, vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.control.lg} * 4.5) minmax(0, 1fr)`,
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] } },
});

// The ui Modal has no wide size yet: the side panel that holds this layout grows to fit a menu and tables.
globalStyle(`div:has(> [role="dialog"] .${layout})`, {
  width: `min(100%, calc(${vars.modal.width} * 1.6))`,
});

export const panel = style({ display: 'grid', gap: vars.space[4], minWidth: 0, alignContent: 'start' });

export const heading = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
});

// Also used on lists (cards, messages): no bullets or indentation.
export const stack = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'flex-end' });

export const cards = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.control.lg} * 3.5), 1fr))`,
  gap: vars.space[3],
});

export const card = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  background: vars.color.background.raised,
});

export const cardLabel = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const cardValue = style({
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.foreground.muted, margin: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export { gain as positive, loss as negative } from './money.css.ts';

export const message = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border.strong}`,
  background: vars.color.background.raised,
});

export const fieldList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  // On a phone each label sits above its value: a value with its button gets the full width.
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space[1] } },
});

/** On a phone a label is small and muted above its value, and the value is not indented. */
globalStyle(`${fieldList} > dt`, {
  '@media': {
    [media.narrow]: { color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm },
  },
});
globalStyle(`${fieldList} > dd`, {
  '@media': { [media.narrow]: { marginInlineStart: 0, marginBlockEnd: vars.space[2] } },
});

export const avatar = style({
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.background.raised,
});

export const avatarChoice = style([
  focusRing,
  {
    padding: vars.space[1],
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.pill,
    background: 'none',
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.background.brand },
    },
  },
]);

export const messageToggle = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space[1],
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const unread = style({ fontWeight: vars.typography.fontWeight.bold });

/** Around a ui Tabs with many tabs: they wrap onto more lines on a phone instead of widening the page. */
export const wrappingTabs = style({ minWidth: 0 });
globalStyle(`${wrappingTabs} [role="tablist"]`, { flexWrap: 'wrap', maxWidth: '100%' });
