import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    color: vars.color.foreground.default,
    fontFamily: vars.typography.fontFamily.body,
  },
  variants: {
    size: {
      sm: { gap: vars.space[2], padding: vars.space[4] },
      md: { gap: vars.space[3], padding: `${vars.space[10]} ${vars.space[6]}` },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.background.raised,
  color: vars.color.foreground.muted,
  fontSize: vars.size.icon,
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const text = style({
  maxWidth: vars.dialog.width,
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.normal,
});

export const action = style({ marginTop: vars.space[2] });
