import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { centredRow, visuallyHiddenRules, wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { containerQuery, media } from '../../theme/media';

/** The bar's own box: how many labels fit follows the room the header gives it. */
const room = createContainer();

/** On a phone: one slim row (balance, then Deposit), never two. */
const oneRowOnPhones = { '@media': { [media.narrow]: { flexWrap: 'nowrap', gap: vars.space[2] } } } as const;

export const bar = style({
  containerName: room,
  containerType: 'inline-size',
  flex: '1 1 auto',
  minInlineSize: 0,
  ...wrappingRow(vars.space[3], 'flex-end'),
  fontSize: vars.typography.fontSize.sm,
  ...oneRowOnPhones,
});

export const summary = style({
  ...wrappingRow(vars.space[3]),
  ...oneRowOnPhones,
});

/** On a phone the slim top bar shows the balance and Deposit; the site's tab bar carries the rest. */
const offPhones = { '@media': { [media.narrow]: { display: 'none' } } } as const;

export const account = style({
  ...centredRow(vars.space[1], 'inline-flex'),
  fontWeight: vars.typography.fontWeight.bold,
  ...offPhones,
});

export const phoneHidden = style(offPhones);

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

export const action = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      ...centredRow(vars.space[1], 'inline-flex'),
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
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&:hover': {
            background: vars.color.background.raised,
            color: vars.color.foreground.default,
          },
        },
      },
      solid: {
        background: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        selectors: {
          '&:hover': { background: vars.color.background.brandHover },
          '&:active': { background: vars.color.background.brandActive },
        },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});

/** Shown to screen readers only: the label stays the button's accessible name. */
const iconOnly = visuallyHiddenRules;

/**
 * Labels stay visible where there is room. The money actions keep theirs; the others drop
 * theirs when the bar is compact (a tablet) and leave the bar on a phone.
 */
export const actionLabel = style({
  '@container': { [`${room} ${containerQuery.tight}`]: iconOnly },
});

export const secondaryLabel = style({
  '@media': { [media.narrow]: iconOnly },
  '@container': { [`${room} ${containerQuery.compact}`]: iconOnly },
});
