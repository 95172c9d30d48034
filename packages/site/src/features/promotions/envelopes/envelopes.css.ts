import { vars } from '@playsite/ui';
import { keyframes, style } from '@vanilla-extract/css';

const fall = keyframes({
  from: { transform: 'translateY(-2rem) rotate(-8deg)' },
  to: { transform: 'translateY(9rem) rotate(8deg)' },
});

/** The rain: decorative envelopes falling behind the text; still when motion is reduced. */
export const rain = style({
  position: 'relative',
  height: '8rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.background.danger,
});

export const drop = style({
  position: 'absolute',
  top: 0,
  width: '1.75rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  background: '#c62828',
  border: '2px solid #ffd54f',
  animationName: fall,
  animationDuration: '2.4s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none', top: '2.5rem' },
  },
});
