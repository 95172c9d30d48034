import { focusRing, vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The window's body: status, the conversation (scrolling), the composer. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minHeight: 0,
  height: '100%',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
});

export const log = style([
  focusRing,
  {
    flex: '1 1 auto',
    minHeight: '8rem',
    overflowY: 'auto',
    padding: vars.space[2],
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    background: vars.color.background.canvas,
  },
]);

export const messages = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minHeight: '100%',
});

export const message = style({
  maxWidth: '85%',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  alignSelf: 'flex-start',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const own = style({ alignSelf: 'flex-end', borderColor: vars.color.border.focus });

export const meta = style({
  display: 'block',
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.sm,
});

export const text = style({ margin: 0 });

export const empty = style({ margin: 'auto', textAlign: 'center', color: vars.color.foreground.muted });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });

export const muted = style({ margin: 0, color: vars.color.foreground.muted });

globalStyle(`${panel} h3`, { margin: 0, fontSize: vars.typography.fontSize.md });
