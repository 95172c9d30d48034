import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';

const { background: bg, foreground: fg, border } = vars.color;

const fill = (rest: string, hover: string, active: string, text: string) => ({
  backgroundColor: rest,
  color: text,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: hover },
    '&:active:not(:disabled)': { backgroundColor: active },
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      border: `${vars.borderWidth.thin} solid transparent`,
      borderRadius: vars.radius.md,
      fontFamily: vars.typography.fontFamily.body,
      fontWeight: vars.typography.fontWeight.bold,
      lineHeight: vars.typography.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
      selectors: {
        '&[data-pending]': { cursor: 'progress' },
        '&:disabled': {
          backgroundColor: bg.disabled,
          borderColor: bg.disabled,
          color: fg.disabled,
          cursor: 'not-allowed',
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: fill(bg.brand, bg.brandHover, bg.brandActive, fg.onBrand),
      secondary: {
        ...fill(bg.surface, bg.raised, bg.raised, fg.default),
        borderColor: border.strong,
      },
      ghost: fill('transparent', bg.surface, bg.raised, fg.default),
      danger: fill(bg.danger, bg.dangerHover, bg.dangerActive, fg.onDanger),
    },
    size: {
      sm: {
        minBlockSize: vars.size.control.sm,
        paddingInline: vars.space[3],
        fontSize: vars.typography.fontSize.sm,
      },
      md: {
        minBlockSize: vars.size.control.md,
        paddingInline: vars.space[4],
        fontSize: vars.typography.fontSize.md,
      },
      lg: {
        minBlockSize: vars.size.control.lg,
        paddingInline: vars.space[6],
        fontSize: vars.typography.fontSize.lg,
      },
    },
    isFullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
