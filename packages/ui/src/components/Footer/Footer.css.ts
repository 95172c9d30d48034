import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { centredRow, column as stacked } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const footer = style({
  ...stacked(vars.space[8]),
  marginInline: 'auto',
  maxWidth: vars.layout.maxWidth,
  padding: `${vars.space[8]} ${vars.space[4]}`,
  color: vars.color.foreground.default,
  fontSize: vars.typography.fontSize.sm,
});

export const steps = style({});

export const stepList = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space[12]} * 4), 1fr))`,
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  ...centredRow(vars.space[3]),
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
});

export const stepIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
});

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const stepTitle = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const stepDescription = style({ color: vars.color.foreground.muted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space[12]} * 4), 1fr))`,
  gap: vars.space[6],
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const heading = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  {
    display: 'inline-block',
    paddingBlock: vars.space[1],
    color: vars.color.foreground.link,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecoration: 'none' },
      '&:focus-visible': { borderRadius: vars.radius.sm },
    },
  },
]);

export const copyright = style({
  margin: 0,
  paddingBlockStart: vars.space[4],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.xs,
  textAlign: 'center',
});
