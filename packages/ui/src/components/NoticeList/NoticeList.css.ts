import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  color: vars.color.foreground.default,
  overflow: 'hidden',
});

export const entry = style({
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}` },
  },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space[1]} ${vars.space[3]}`,
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.size.control.lg,
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: vars.typography.fontSize.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.background.surface },
      '&[data-focus-visible]': {
        outlineOffset: `calc(${vars.focusRing.width} * -1)`,
      },
    },
  },
]);

export const title = style({ flex: '1 1 auto', fontWeight: vars.typography.fontWeight.bold });

export const date = style({ color: vars.color.foreground.muted, fontSize: vars.typography.fontSize.sm });

export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({});

export const content = style({
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  lineHeight: vars.typography.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  padding: vars.space[6],
  color: vars.color.foreground.muted,
  textAlign: 'center',
});
