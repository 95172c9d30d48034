import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { centredRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** A row below the page on phones and tablets; a column beside it on desktops. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  '@media': { [media.desktop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  color: vars.color.foreground.default,
  boxShadow: vars.shadow.md,
  fontSize: vars.typography.fontSize.sm,
});

const item = {
  ...centredRow(vars.space[2]),
  minHeight: vars.size.control.md,
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const action = style([
  focusRing,
  {
    ...item,
    flexWrap: 'wrap',
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    selectors: {
      '&:hover': { background: vars.color.background.surface },
    },
  },
]);

export const download = style([
  focusRing,
  {
    ...item,
    flexDirection: 'column',
    selectors: {
      '&:hover': { background: vars.color.background.surface },
    },
  },
]);

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.foreground.link,
});

export const label = style({ fontWeight: vars.typography.fontWeight.medium });

export const address = style({
  flexBasis: '100%',
  color: vars.color.foreground.muted,
  fontSize: vars.typography.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const qr = style({ display: 'block', lineHeight: 0 });
