import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

/** Time for one full loop; set inline from the number of announcements. */
export const durationVar = createVar();

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const marquee = style({
  ...centredRow(vars.space[2]),
  minHeight: vars.size.control.md,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.background.surface,
  color: vars.color.foreground.default,
  fontSize: vars.typography.fontSize.sm,
});

export const pause = style([
  focusRing,
  {
    // Above the scrolling track, whose transform would otherwise paint it over the button's edge.
    position: 'relative',
    zIndex: 1,
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background.raised },
    },
    '@media': { [reducedMotion]: { display: 'none' } },
  },
]);

/** Two bars (pause) or a triangle (play), drawn with borders in the current colour. */
export const pauseGlyph = style({
  display: 'block',
  width: vars.space[3],
  height: vars.space[3],
  borderInline: `${vars.borderWidth.thick} solid currentColor`,
  selectors: {
    [`${pause}[aria-pressed="true"] &`]: {
      width: 0,
      borderInlineEnd: 'none',
      borderInlineStart: `${vars.space[3]} solid currentColor`,
      borderBlock: `calc(${vars.space[3]} / 2) solid transparent`,
    },
  },
});

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationDuration: durationVar,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${marquee}:hover &, ${marquee}:focus-within &, ${marquee}[data-paused] &`]: {
      animationPlayState: 'paused',
    },
  },
  '@media': { [reducedMotion]: { animation: 'none', width: 'auto' } },
});

export const list = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space[8],
  listStyle: 'none',
  '@media': { [reducedMotion]: { flexWrap: 'wrap', flexShrink: 1, gap: vars.space[2] } },
});

export const copy = style([list, { '@media': { [reducedMotion]: { display: 'none' } } }]);

export const item = style({ whiteSpace: 'nowrap', '@media': { [reducedMotion]: { whiteSpace: 'normal' } } });

export const itemButton = style([
  focusRing,
  {
    // WCAG 2.2 target size, whatever the brand's text size.
    minBlockSize: vars.size.target,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {},
  },
]);
