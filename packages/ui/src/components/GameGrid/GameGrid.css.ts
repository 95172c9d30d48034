import { style } from '@vanilla-extract/css';
import { column } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';

/** Tiles are at least this wide; the grid fits as many columns as the width allows. */
const tileMinWidth = `calc(${vars.space[12]} * 3)`;

const columns = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${tileMinWidth}, 100%), 1fr))`,
  columnGap: vars.space[3],
} as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], width: '100%' });

export const list = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });

/** An empty grid row, never shown: the browser resolves its auto-fill columns, the grid counts them. */
export const ruler = style({ ...columns, height: 0, overflow: 'hidden', visibility: 'hidden' });

export const row = style({
  ...columns,
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  paddingBlockEnd: vars.space[3],
});

/** Rows that are not virtualised (skeletons, small lists). */
export const staticRows = style({
  ...columns,
  rowGap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const skeletonTile = style({
  ...column(vars.space[2]),
  padding: vars.space[1],
  borderRadius: vars.radius.tile,
  background: vars.color.background.raised,
});

export const skeletonImage = style({ display: 'block', aspectRatio: '1', width: '100%' });

export const footer = style({ display: 'flex', justifyContent: 'center', minHeight: vars.size.control.lg });
