import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], width: '100%' });

export const block = recipe({
  base: {
    display: 'block',
    background: `linear-gradient(90deg, ${vars.color.background.surface} 25%, ${vars.color.background.raised} 50%, ${vars.color.background.surface} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} calc(${vars.motion.duration.normal} * 8) linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: {
        width: '100%',
        height: `calc(${vars.typography.fontSize.md} * ${vars.typography.lineHeight.tight})`,
        borderRadius: vars.radius.sm,
      },
      rect: { width: '100%', height: vars.size.control.lg, borderRadius: vars.radius.md },
      circle: { width: vars.size.control.lg, height: vars.size.control.lg, borderRadius: '50%' },
    },
    short: { true: { width: '60%' }, false: {} },
  },
});
