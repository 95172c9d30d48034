import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.icon, height: vars.size.icon },
      md: { width: vars.size.control.sm, height: vars.size.control.sm },
      lg: { width: vars.size.control.lg, height: vars.size.control.lg },
    },
    tone: { neutral: { color: 'currentColor' }, brand: { color: vars.color.background.brand } },
  },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${turn} calc(${vars.motion.duration.normal} * 4) linear infinite`,
  // Still turning (it must show activity), but slowly.
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${vars.motion.duration.normal} * 15)` },
  },
});

export const track = style({ fill: 'none', stroke: 'currentColor', opacity: 0.25 });

export const arc = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeDasharray: '30 70',
  strokeLinecap: 'round',
});
