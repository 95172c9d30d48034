import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Fixed to the bottom of a phone's screen, above the home indicator; hidden on wider screens. */
export const bar = recipe({
  base: {
    insetInline: 0,
    insetBlockEnd: 0,
    zIndex: 40,
    paddingBlockEnd: 'env(safe-area-inset-bottom)',
    background: vars.header.background,
    color: vars.header.foreground,
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  },
  variants: {
    shownOn: {
      phones: {
        position: 'fixed',
        display: 'none',
        '@media': { [media.narrow]: { display: 'block' } },
      },
      everywhere: { position: 'relative', display: 'block' },
    },
  },
  defaultVariants: { shownOn: 'phones' },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[1],
    width: '100%',
    minHeight: vars.layout.bottomNavHeight,
    padding: `${vars.space[1]} ${vars.space[1]}`,
    border: 'none',
    background: 'none',
    color: vars.header.foreground,
    font: 'inherit',
    fontSize: vars.typography.fontSize.xs,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="page"]': { fontWeight: vars.typography.fontWeight.bold },
      // The current tab's mark: a bar above its icon in the brand colour (the header's own).
      '&[aria-current="page"]::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: 0,
        insetInline: '30%',
        height: vars.borderWidth.thick,
        borderRadius: vars.radius.indicator,
        background: vars.color.indicator,
      },
    },
  },
]);

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({ position: 'absolute', insetBlockStart: vars.space[1], insetInlineStart: '55%' });

/** Keeps the page's end clear of the fixed bar: the same height, in the flow, on phones only. */
export const spacer = style({
  display: 'none',
  '@media': {
    [media.narrow]: {
      display: 'block',
      height: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom))`,
    },
  },
});
