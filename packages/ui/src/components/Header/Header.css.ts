import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const header = style({
  background: vars.header.background,
  color: vars.header.foreground,
  fontFamily: vars.typography.fontFamily.body,
});

export const top = style({
  ...wrappingRow(vars.space[3], 'space-between'),
  marginInline: 'auto',
  maxWidth: vars.layout.maxWidth,
  minHeight: vars.layout.headerHeight,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  // A phone's slim bar is one row: the logo gives way to the balance and deposit, not a new line.
  '@media': { [media.narrow]: { flexWrap: 'nowrap' } },
});

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    maxHeight: vars.layout.headerHeight,
    color: 'inherit',
    fontFamily: vars.typography.fontFamily.heading,
    fontSize: vars.typography.fontSize.xl,
    // On a phone the balance and Deposit come first: the logo takes at most about a third of the bar.
    '@media': {
      [media.narrow]: {
        fontSize: vars.typography.fontSize.lg,
        flex: '0 1 auto',
        minWidth: 0,
        maxWidth: '35%',
      },
    },
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {},
  },
]);

/** A logo picture scales down with its link on a phone instead of running under the account. */
globalStyle(`${logo} > :is(img, svg)`, {
  '@media': { [media.narrow]: { maxWidth: '100%', height: 'auto' } },
});

/** Takes the room between logo and language (on a phone, up to the screen's edge). */
export const account = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flex: '1 1 0',
  minWidth: 0,
});

/** A phone's slim top bar has no room for it: the site's phone menu offers the languages there. */
export const language = style({
  flex: 'none',
  marginInlineStart: 'auto',
  '@media': { [media.narrow]: { display: 'none' } },
});

export const navigation = style({
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});
