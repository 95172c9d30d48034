import { style } from '@vanilla-extract/css';
import { bodyText } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const root = style({
  ...bodyText,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space[1],
  minWidth: 0,
  fontSize: vars.typography.fontSize.sm,
});

export const label = style({ overflowWrap: 'anywhere' });

export const value = style({
  color: vars.color.foreground.muted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

// The track shows on every surface: the raised background with the strong border's outline.
export const track = style({
  gridColumn: '1 / -1',
  height: vars.space[2],
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.background.raised,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.border.strong}`,
});

// The indicator colour is held at 3:1 against every surface of every brand (a graphical object).
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.indicator,
  transition: 'width 200ms ease-out',
});
