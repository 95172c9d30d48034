import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The one keyboard focus ring. react-aria elements (`data-rac`) mark keyboard focus with
 * `data-focus-visible`; plain elements use the browser's `:focus-visible`; a label around a
 * visually hidden native control (a radio chip) shows its control's.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:not([data-rac]):focus-visible, &:has(> input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
