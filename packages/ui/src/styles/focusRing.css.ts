import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The one keyboard focus ring; compose it into any react-aria element (`data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
