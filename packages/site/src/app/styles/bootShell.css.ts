import { vars } from '@playsite/ui';
import { globalStyle, keyframes } from '@vanilla-extract/css';

/** Styles of layout/BootShell.tsx, close to the real header so the swap to the layout is quiet. */
globalStyle('.boot-shell-header', {
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.layout.headerHeight} + ${vars.layout.bottomNavHeight})`,
  paddingInline: vars.space[4],
  background: vars.header.background,
  color: vars.header.foreground,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

globalStyle('.boot-shell-logo', {
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.04em',
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

globalStyle('.boot-shell-main', {
  minHeight: '100vh',
  margin: `${vars.space[6]} auto`,
  maxWidth: vars.layout.maxWidth,
  paddingInline: vars.space[4],
});

globalStyle('.boot-shell-main::before', {
  content: '""',
  display: 'block',
  height: '12rem',
  borderRadius: vars.radius.lg,
  background: vars.color.background.surface,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

globalStyle('.boot-shell-label', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

globalStyle('.boot-shell-main::before', {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
