import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { column } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.background.raised,
  color: vars.color.foreground.default,
  boxShadow: vars.shadow.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
});

export const vendorSection = style({
  flex: '1 1 auto',
  minWidth: `calc(${vars.space[12]} * 2)`,
});

export const vendorList = style({
  ...column(vars.space[1]),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const vendorLink = style([
  focusRing,
  {
    display: 'block',
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.md,
    color: vars.color.foreground.default,
    textDecoration: 'none',
    fontWeight: vars.typography.fontWeight.medium,
    selectors: {
      '&:hover': { background: vars.color.background.surface },
      '&[aria-current="page"]': {
        background: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
      },
    },
  },
]);

export const gameSection = style({ flex: '999 1 0', minWidth: `calc(${vars.space[12]} * 4)` });

export const gameGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space[12]} * 2), 1fr))`,
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
