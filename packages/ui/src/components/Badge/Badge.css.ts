import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.pill,
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.bold,
    fontSize: vars.typography.fontSize.xs,
    lineHeight: vars.typography.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.background.danger, color: vars.color.foreground.onDanger },
      brand: { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
      // A border keeps the neutral badge visible where the raised surface is close to the canvas.
      neutral: {
        backgroundColor: vars.color.background.raised,
        color: vars.color.foreground.default,
        border: `${vars.borderWidth.thin} solid ${vars.color.border.strong}`,
      },
    },
    shape: {
      count: { minInlineSize: vars.space[5], blockSize: vars.space[5], paddingInline: vars.space[1] },
      dot: { inlineSize: vars.space[2], blockSize: vars.space[2] },
    },
    /** Pinned to the top end corner of the element it decorates. */
    isAttached: {
      true: {
        position: 'absolute',
        insetBlockStart: 0,
        insetInlineEnd: 0,
        transform: 'translate(40%, -40%)',
      },
      false: {},
    },
  },
});
