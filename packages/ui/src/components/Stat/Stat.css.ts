import { style } from '@vanilla-extract/css';
import { bodyText } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

/** As many columns as fit at the width of a large control × 3.5; one on a narrow phone. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.control.lg} * 3.5)), 1fr))`,
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  ...bodyText,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  minWidth: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  background: vars.color.background.raised,
});

export const label = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const value = style({
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });
