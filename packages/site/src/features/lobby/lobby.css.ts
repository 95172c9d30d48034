import { media, vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** Category and order side by side (they wrap on narrow screens). */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[6],
  rowGap: vars.space[3],
});

/** Desktop and tablets: the chips are on the page. */
export const offPhones = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.narrow]: { display: 'none' } },
});

/** Phones: one Filters button opens the sheet, so the first tiles are on the first screen. */
export const onPhones = style({ '@media': { [media.wide]: { display: 'none' } } });
