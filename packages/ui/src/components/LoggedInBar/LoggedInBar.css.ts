import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  fontSize: vars.typography.fontSize.sm,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontWeight: vars.typography.fontWeight.bold,
});

export const accountName = style({
  maxWidth: `calc(${vars.space[12]} * 3)`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actionTones = ['plain', 'primary'] as const;
export type ActionTone = (typeof actionTones)[number];

export const action = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[1],
      minHeight: vars.size.control.sm,
      minWidth: vars.size.control.sm,
      justifyContent: 'center',
      paddingInline: vars.space[2],
      border: `${vars.borderWidth.thin} solid transparent`,
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontSize: vars.typography.fontSize.sm,
      fontWeight: vars.typography.fontWeight.medium,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
    },
  ],
  variants: {
    tone: {
      plain: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&:hover': {
            background: vars.color.background.raised,
            color: vars.color.foreground.default,
          },
        },
      },
      primary: {
        background: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        selectors: {
          '&:hover': { background: vars.color.background.brandHover },
          '&:active': { background: vars.color.background.brandActive },
        },
      },
    },
  },
  defaultVariants: { tone: 'plain' },
});

/**
 * Labels stay visible where there is room; on a phone the bar shows icons only, and the
 * label stays in the DOM (visually hidden) as the button's accessible name.
 */
export const actionLabel = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      width: vars.borderWidth.thin,
      height: vars.borderWidth.thin,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
