import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** Focused only by script (after a decision), so no focus ring: the text itself is what changed. */
export const report = style({ outline: 'none' });

export const reportList = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
});

/** The queue's tools (filter, selection, decision) above the table, wrapping on a tablet. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'end',
});

export const decisionArea = style({ display: 'grid', gap: vars.space[3] });

export const remarkField = style({ maxWidth: '36rem', minWidth: 0 });

/** Select all and the bulk buttons on one line, centred on each other; wrapping on a tablet. */
export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
});

export const filterField = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' });

/** The bonus above its promotion's title, in one cell. */
export const stacked = style({ display: 'grid', gap: vars.space[1] });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A date field drawn like the design system's TextField (which has no date type). */
export const dateField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  color: vars.color.foreground.default,
});

export const dateLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
});

export const dateInput = style({
  minBlockSize: vars.size.control.md,
  paddingInline: vars.space[3],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.background.input,
  color: vars.color.foreground.default,
  fontSize: vars.typography.fontSize.md,
  fontFamily: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.danger },
  },
});

export const dateError = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.danger,
});
