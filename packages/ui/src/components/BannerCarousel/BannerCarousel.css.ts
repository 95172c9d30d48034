import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const carousel = style({
  position: 'relative',
  borderRadius: vars.radius.tile,
  overflow: 'hidden',
  background: vars.color.background.surface,
});

export const slides = style({ position: 'relative' });

export const slide = recipe({
  base: {
    transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: { active: { true: { opacity: 1 }, false: { opacity: 0 } } },
});

export const slideAction = style([
  focusRing,
  {
    display: 'block',
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outlineOffset: `calc(${vars.focusRing.width} * -2)` },
    },
  },
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  background: vars.color.background.overlay,
  '@media': { [media.narrow]: { position: 'static' } },
});

export const control = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.background.raised,
    color: vars.color.foreground.default,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background.surface },
    },
  },
]);

export const playGlyph = recipe({
  base: { display: 'block', width: vars.space[3], height: vars.space[3] },
  variants: {
    playing: {
      /** Shows "pause" (two bars) while playing. */
      true: { borderInline: `${vars.borderWidth.thick} solid currentColor` },
      false: {
        width: 0,
        borderInlineStart: `${vars.space[3]} solid currentColor`,
        borderBlock: `calc(${vars.space[3]} / 2) solid transparent`,
      },
    },
  },
});

export const dots = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });

/** A 24 px target around a small dot, so the picker is easy to hit. */
export const dot = style([
  focusRing,
  {
    position: 'relative',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    '::after': {
      content: '""',
      position: 'absolute',
      inset: `calc(50% - ${vars.space[1]})`,
      borderRadius: vars.radius.pill,
      background: vars.color.background.raised,
      border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
    },
    selectors: {
      '&[aria-current="true"]::after': {
        background: vars.color.background.brand,
        inset: `calc(50% - ${vars.space[2]})`,
      },
      '&:focus-visible': { borderRadius: vars.radius.pill },
    },
  },
]);
