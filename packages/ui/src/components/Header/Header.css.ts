import { style } from '@vanilla-extract/css';
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
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {},
  },
]);

/** Takes the room between logo and language; on phones it moves to a row of its own. */
export const account = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [media.narrow]: { order: 1, flexBasis: '100%', justifyContent: 'flex-start' } },
});

export const language = style({ flex: 'none', marginInlineStart: 'auto' });

export const navigation = style({
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});
