import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** The page and its bar take the full width and may shrink below their content (the title ellipsis). */
export const fill = style({ width: '100%', minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
