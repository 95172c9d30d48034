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
      borderRadius: vars.radius.control,
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
    /** How much weight: a filled (solid), bordered (outline) or bare (ghost) button. */
    variant: { solid: {}, outline: { borderColor: border.strong }, ghost: {} },
    /** What it means: the brand's main action, a neutral one, or a destructive one. */
    tone: { brand: {}, neutral: {}, critical: {} },
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
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: fill(bg.brand, bg.brandHover, bg.brandActive, fg.onBrand),
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: fill(bg.raised, bg.surface, bg.surface, fg.default),
    },
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: fill(bg.danger, bg.dangerHover, bg.dangerActive, fg.onDanger),
    },
    {
      variants: { variant: 'outline', tone: 'brand' },
      style: fill(bg.surface, bg.raised, bg.raised, fg.link),
    },
    {
      variants: { variant: 'outline', tone: 'neutral' },
      style: fill(bg.surface, bg.raised, bg.raised, fg.default),
    },
    {
      variants: { variant: 'outline', tone: 'critical' },
      style: fill(bg.surface, bg.raised, bg.raised, fg.danger),
    },
    {
      variants: { variant: 'ghost', tone: 'brand' },
      style: fill('transparent', bg.surface, bg.raised, fg.link),
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: fill('transparent', bg.surface, bg.raised, fg.default),
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: fill('transparent', bg.surface, bg.raised, fg.danger),
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'md', isFullWidth: false },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
