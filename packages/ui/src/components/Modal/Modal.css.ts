import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareIconButton, centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

// The overlay keeps the page from scrolling (react-aria sets overflow hidden on <html> inline);
// a modal opened with lockScroll={false} marks its overlay so that the page may scroll anyway.
globalStyle('html:has([data-page-scroll="free"])', { overflow: 'visible !important' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    display: 'flex',
    background: vars.color.background.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing} reverse`,
      },
    },
    '@media': { [reducedMotion]: { animation: 'none' } },
  },
  variants: {
    placement: {
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space[4] },
      side: { alignItems: 'stretch', justifyContent: 'flex-end' },
      sheet: { alignItems: 'flex-end', justifyContent: 'stretch' },
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100%',
    maxHeight: '100%',
    background: vars.color.background.surface,
    color: vars.color.foreground.default,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.fontSize.md,
    lineHeight: vars.typography.lineHeight.normal,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      center: {
        borderRadius: vars.radius.lg,
        border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
      },
      side: {
        height: '100%',
        borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
        selectors: {
          '[data-entering] > &': {
            animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing}`,
          },
        },
        '@media': { [reducedMotion]: { animation: 'none' } },
      },
      sheet: {
        width: '100%',
        maxHeight: '85dvh',
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
        selectors: {
          '[data-entering] > &': {
            animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing}`,
          },
        },
        '@media': { [reducedMotion]: { animation: 'none' } },
      },
    },
    size: {
      default: { width: vars.modal.width, minHeight: vars.modal.height },
      dialog: { width: vars.dialog.width },
      service: { width: vars.serviceWindow.width, height: vars.serviceWindow.height },
      vipSupport: { width: vars.vipSupportWindow.width, height: vars.vipSupportWindow.height },
    },
  },
  compoundVariants: [
    // A side panel is as tall as the viewport whatever its size says.
    { variants: { placement: 'side', size: 'default' }, style: { minHeight: '100%' } },
    { variants: { placement: 'side', size: 'service' }, style: { height: '100%' } },
    { variants: { placement: 'side', size: 'vipSupport' }, style: { height: '100%' } },
    // A bottom sheet is as wide as the screen and as tall as its content (up to 85 % of it).
    ...(['default', 'dialog', 'service', 'vipSupport'] as const).map((size) => ({
      variants: { placement: 'sheet' as const, size },
      style: { width: '100%', minHeight: 0, height: 'auto' },
    })),
  ],
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = recipe({
  base: {
    ...centredRow(vars.space[3]),
    padding: `${vars.space[4]} ${vars.space[5]}`,
  },
  variants: {
    hideTitle: {
      true: { justifyContent: 'flex-end', paddingBottom: 0 },
      false: {
        justifyContent: 'space-between',
        borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
      },
    },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const body = style({ flex: 1, minHeight: 0, overflow: 'auto', padding: vars.space[5] });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

const focusRing = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
} as const;

export const cornerClose = style({
  ...focusRing,
  ...bareIconButton(vars.radius.md),
  flexShrink: 0,
  background: 'transparent',
  color: vars.color.foreground.muted,
  fontSize: vars.size.icon,
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { background: vars.color.background.raised, color: vars.color.foreground.default },
  },
});

export const message = recipe({
  base: {
    margin: 0,
    paddingInlineStart: vars.space[4],
    borderInlineStart: `${vars.borderWidth.thick} solid`,
  },
  variants: {
    tone: {
      neutral: { borderColor: vars.color.border.default },
      caution: { borderColor: vars.color.background.warning },
      critical: { borderColor: vars.color.background.danger },
    },
  },
});
