import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareIconButton } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

const slideUp = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space[4]})` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space[4],
  bottom: vars.space[4],
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  maxWidth: `calc(100vw - 2 * ${vars.space[4]})`,
  width: vars.dialog.width,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
    borderInlineStartWidth: vars.borderWidth.thick,
    background: vars.color.background.raised,
    color: vars.color.foreground.default,
    boxShadow: vars.shadow.md,
    fontFamily: vars.typography.fontFamily.body,
    outline: 'none',
    animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
        outlineOffset: vars.focusRing.offset,
      },
    },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.border.strong },
      positive: { borderInlineStartColor: vars.color.background.success },
      caution: { borderInlineStartColor: vars.color.background.warning },
      critical: { borderInlineStartColor: vars.color.background.danger },
    },
  },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = style({
  fontSize: vars.typography.fontSize.md,
  fontWeight: vars.typography.fontWeight.bold,
});

export const description = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const close = style({
  ...bareIconButton(vars.radius.md),
  flexShrink: 0,
  background: 'transparent',
  color: vars.color.foreground.muted,
  fontSize: vars.size.icon,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.surface, color: vars.color.foreground.default },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
